/** @jest-environment node */
import { SECURITY_POLICY_UPDATED } from '@/content/website-policies';
import { SECURITY_TXT_EXPIRES, securityTxt } from './security-txt';

describe('security.txt (RFC 9116)', () => {
  const text = securityTxt('https://www.rasi.example.org');

  test('names the contact, the expiry, the languages, its own address and the policy, one field a line', () => {
    expect(text.split('\n')).toEqual([
      'Contact: mailto:office@rasi-delta.org.in',
      `Expires: ${SECURITY_TXT_EXPIRES}`,
      'Preferred-Languages: en, ta',
      'Canonical: https://www.rasi.example.org/.well-known/security.txt',
      'Policy: https://www.rasi.example.org/website-policies#security-policy',
      '',
    ]);
  });

  test('expires less than a year after the security policy was reviewed, at the start of a day in India', () => {
    const expires = Date.parse(SECURITY_TXT_EXPIRES);
    const reviewed = Date.parse(`${SECURITY_POLICY_UPDATED}T00:00:00+05:30`);
    expect(SECURITY_TXT_EXPIRES).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+05:30$/);
    expect(expires - reviewed).toBe(360 * 86_400_000);
  });
});
