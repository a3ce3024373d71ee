import type { InLocale } from '@/lib/i18n/words';
import { memberCategories, memberDistricts, type Member } from '@/content/members';

/** A member firm in one language: what the directory shows and searches. */
export type MemberInLocale = InLocale<Member>;
import { fold, memberMatcher, type DirectoryFilters, type MemberFields } from './directory-filter';

export { filtersToSearch, NO_FILTERS, type DirectoryFilters } from './directory-filter';

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

/** What a member is searched by, in the language its card is shown in (the browser searches the card's text). */
export function memberFields(member: MemberInLocale): MemberFields {
  return {
    text: fold([member.firm, member.contact, ...member.products].join(' ')),
    category: member.category,
    district: member.district,
  };
}

/** Every word of the query must appear in the firm's name, contact person or products. */
export function filterMembers(list: readonly MemberInLocale[], filters: DirectoryFilters): readonly MemberInLocale[] {
  const matches = memberMatcher(filters);
  return list.filter((member) => matches(memberFields(member)));
}
