import { members, type Member } from '@/content/members';
import { DIRECTORY_PATH } from './directory-paths';
import { checkMemberIds } from './member-ids';

// Fails `next build` (and every test that imports this) with a message naming the id: the pages, the sitemap, the
// search index, the vCards and the proxy all read the ids through this module.
checkMemberIds(members.map((member) => member.id));

/** The directory, under which every member firm has its page. */
export { DIRECTORY_PATH };

/**
 * The one address under the directory that stands for an unknown firm: proxy.ts rewrites an unknown
 * `/rasi-members/<id>` here, where the member not-found page is prerendered once with its 404. Not an id a firm can
 * have (its underscores fail lib/member-ids.ts), and only this one value is rendered, so made-up ids fill no cache.
 */
export const MEMBER_NOT_FOUND_ID = '__not-found';

/** The ids of every member firm, in the directory's order. */
export const MEMBER_IDS: readonly string[] = members.map((member) => member.id);

const BY_ID = new Map(members.map((member) => [member.id, member]));

export function memberById(id: string): Member | undefined {
  return BY_ID.get(id);
}

/** A firm's page, as a site path (`pageHref` puts it in a language): `/rasi-members/kaveri-polymers`. */
export function memberPath(id: string): string {
  return `${DIRECTORY_PATH}/${id}`;
}

/** The id of a member page's site path (`/rasi-members/kaveri-polymers`), or null for any other path. */
export function memberIdOfPath(path: string): string | null {
  if (!path.startsWith(`${DIRECTORY_PATH}/`)) return null;
  const id = path.slice(DIRECTORY_PATH.length + 1);
  return BY_ID.has(id) ? id : null;
}

/** A firm's vCard (app/vcard/[file]/route.ts): one file, in English, linked from both of its pages. */
export function memberVcardPath(id: string): string {
  return `/vcard/${id}.vcf`;
}

/** A firm's telephone as a link's address, the same on its card and its page: `tel:+914312506218`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}

export const RELATED_MEMBERS_MAX = 6;

/**
 * The firms a buyer looking at `member` may want next, at most six: those of the same industry in the same district
 * first, then the same industry elsewhere, then the rest of its district; in the directory's order within each.
 */
export function relatedMembers(member: Member, list: readonly Member[] = members): readonly Member[] {
  const rank = (other: Member) =>
    (other.category === member.category ? 2 : 0) + (other.district === member.district ? 1 : 0);
  return list
    .filter((other) => other.id !== member.id && rank(other) > 0)
    .map((other, index) => ({ other, index, score: rank(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, RELATED_MEMBERS_MAX)
    .map(({ other }) => other);
}
