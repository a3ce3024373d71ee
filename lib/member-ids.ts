/**
 * A member firm's id is the last part of its page's address (`/rasi-members/kaveri-polymers`), of its vCard's
 * (`/vcard/kaveri-polymers.vcf`) and of its card's fragment in the directory (`#member-kaveri-polymers`), so it must
 * be safe in all three, unique, and never the name of another route under /rasi-members.
 */
export const MEMBER_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Names a member page may not take: the internal route that serves a filtered directory (proxy.ts). */
export const RESERVED_MEMBER_IDS: readonly string[] = ['search'];

/** An id longer than this makes an unwieldy address and file name. */
export const MEMBER_ID_MAX_LENGTH = 60;

export class MemberIdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MemberIdError';
  }
}

/**
 * Throws a MemberIdError naming the first id that is unsafe, reserved or taken twice (content/members.ts). Run when
 * lib/member-pages.ts is first imported, so `next build` (which imports it to list the member pages) fails on it.
 */
export function checkMemberIds(ids: readonly string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    const shown = JSON.stringify(id);
    if (!MEMBER_ID_PATTERN.test(id) || id.length > MEMBER_ID_MAX_LENGTH) {
      throw new MemberIdError(
        `Member id ${shown} in content/members.ts is not a safe address: use lower-case letters, digits and single ` +
          `hyphens between them (${MEMBER_ID_PATTERN}), at most ${MEMBER_ID_MAX_LENGTH} characters.`,
      );
    }
    if (RESERVED_MEMBER_IDS.includes(id)) {
      throw new MemberIdError(
        `Member id ${shown} in content/members.ts is reserved: /rasi-members/${id} is another route. Choose another id.`,
      );
    }
    if (seen.has(id)) {
      throw new MemberIdError(
        `Member id ${shown} is used by two firms in content/members.ts: each firm needs an id of its own.`,
      );
    }
    seen.add(id);
  }
}
