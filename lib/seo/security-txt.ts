import { addDays } from '@/lib/india-time';
import { SITE } from '@/content/association';
import { SECURITY_POLICY_UPDATED } from '@/content/website-policies';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * It expires 360 days after the security policy was last reviewed, at the start of that day in India: within the
 * year RFC 9116 allows, and a review (a new date on the policy) renews it. e2e/security-txt.spec.ts fails once it has
 * expired, so a lapsed review cannot go unnoticed.
 */
export const SECURITY_TXT_EXPIRES = `${addDays(SECURITY_POLICY_UPDATED, 360)}T00:00:00+05:30`;

/**
 * /.well-known/security.txt (RFC 9116): whom to tell about a weakness, until when this holds, in which languages,
 * where this file and the policy behind it live. `siteUrl` is the origin it is served from.
 */
export function securityTxt(siteUrl: string): string {
  return [
    `Contact: mailto:${SITE.emails[0].address}`,
    `Expires: ${SECURITY_TXT_EXPIRES}`,
    'Preferred-Languages: en, ta',
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    `Policy: ${siteUrl}/website-policies#security-policy`,
    '',
  ].join('\n');
}
