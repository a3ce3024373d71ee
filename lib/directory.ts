import { memberCategories, memberDistricts, type Member } from './content/members';

export interface DirectoryFilters {
  readonly q: string;
  readonly category: string;
  readonly district: string;
}

export const NO_FILTERS: DirectoryFilters = { q: '', category: '', district: '' };

const MAX_QUERY = 100;

function first(value: string | string[] | null | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Filters from a URL: unknown categories or districts are ignored, the text query is trimmed and capped. */
export function parseFilters(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): DirectoryFilters {
  const get = (key: string) => (params instanceof URLSearchParams ? params.get(key) : first(params[key]));
  const category = first(get('category'));
  const district = first(get('district'));
  return {
    q: first(get('q')).trim().slice(0, MAX_QUERY),
    category: (memberCategories as readonly string[]).includes(category) ? category : '',
    district: (memberDistricts as readonly string[]).includes(district) ? district : '',
  };
}

export function hasFilters(filters: DirectoryFilters): boolean {
  return Boolean(filters.q || filters.category || filters.district);
}

/** The query string that reproduces a result, so it can be shared; empty values are left out. */
export function filtersToSearch(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'district'] as const) if (filters[key]) params.set(key, filters[key]);
  const search = params.toString();
  return search ? `?${search}` : '';
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every word of the query must appear in the firm's name, contact person or products. */
export function filterMembers(list: readonly Member[], filters: DirectoryFilters): readonly Member[] {
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  return list.filter((member) => {
    if (filters.category && member.category !== filters.category) return false;
    if (filters.district && member.district !== filters.district) return false;
    if (!words.length) return true;
    const haystack = fold([member.firm, member.contact, ...member.products].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
