// The member directory's filter, apart from the member list: the browser runs it over the cards the server
// rendered, and lib/directory.ts over the list itself, so both answer a search the same way and no member data
// has to ship as JavaScript.

export interface DirectoryFilters {
  readonly q: string;
  readonly category: string;
  readonly district: string;
}

export const NO_FILTERS: DirectoryFilters = { q: '', category: '', district: '' };

/** What the text query is matched against, folded: the firm's name, contact person and products. */
export interface MemberFields {
  readonly text: string;
  readonly category: string;
  readonly district: string;
}

export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The query string that reproduces a result, so it can be shared; empty values are left out. */
export function filtersToSearch(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'district'] as const) if (filters[key]) params.set(key, filters[key]);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A test for one member: every word of the query in its text, and its category and district if chosen. */
export function memberMatcher(filters: DirectoryFilters): (member: MemberFields) => boolean {
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  return (member) =>
    (!filters.category || member.category === filters.category) &&
    (!filters.district || member.district === filters.district) &&
    words.every((word) => member.text.includes(word));
}

/**
 * The count line's sentences in one language, one for each grammatical number: `all` when every firm is shown,
 * `none`, `one` (a singular verb: "matches", பொருந்துகிறது) and `some`; `{count}` and `{total}` stand for the numbers.
 */
export interface CountText {
  readonly all: string;
  readonly none: string;
  readonly one: string;
  readonly some: string;
}

export function fillCount(count: number, total: number, text: CountText): string {
  const sentence = count === total ? text.all : count === 0 ? text.none : count === 1 ? text.one : text.some;
  return sentence.replace('{count}', String(count)).replace('{total}', String(total));
}
