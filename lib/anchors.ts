/** The items a search result can point at inside their page (`/notification#notification-312`). */
export type AnchoredKind = 'member' | 'notification';

/**
 * The id of an item's element on its page, and so the fragment of a link to it. Backend ids are any text: every
 * character other than an ASCII letter, digit or hyphen is written as its code point (`_20_` for a space), so the
 * id is safe in HTML and in an address, and two different ids never share one.
 */
export function itemAnchor(kind: AnchoredKind, id: string): string {
  return `${kind}-${id.replace(/[^A-Za-z0-9-]/gu, (c) => `_${c.codePointAt(0)!.toString(16)}_`)}`;
}

/** The id of a section's heading, from its English words: the same fragment in both languages (`#security-policy`). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
