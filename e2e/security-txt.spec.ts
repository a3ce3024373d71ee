import { expect, test } from '@playwright/test';

// The canonical origin the server writes into what it serves (as e2e/members.spec.ts reads it).
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const YEAR_MS = 366 * 86_400_000;

/**
 * /.well-known/security.txt as RFC 9116 reads it: UTF-8 plain text, lines of `Field: value` (comments and blank
 * lines aside); Contact at least once, as a URI; Expires exactly once, an RFC 3339 date no more than a year ahead and
 * not past; each field at most once where the RFC says so; Canonical the address it is served at.
 */
test('security.txt parses as RFC 9116 describes and has not expired', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
  const fields = new Map<string, string[]>();
  for (const line of (await response.text()).split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z0-9-]+): (\S.*)$/.exec(line);
    expect(match, `"${line}" is a field`).not.toBeNull();
    const name = match![1]!.toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match![2]!]);
  }
  for (const once of ['expires', 'preferred-languages']) expect(fields.get(once), once).toHaveLength(1);

  const contacts = fields.get('contact') ?? [];
  expect(contacts.length).toBeGreaterThan(0);
  for (const contact of contacts)
    expect(contact).toMatch(/^(?:mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}|https:\/\/\S+|tel:\S+)$/);

  const expires = fields.get('expires')![0]!;
  expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/);
  const left = Date.parse(expires) - Date.now();
  expect(left, `expired on ${expires}`).toBeGreaterThan(0);
  expect(left, 'more than a year ahead').toBeLessThanOrEqual(YEAR_MS);

  expect(fields.get('preferred-languages')).toEqual(['en, ta']);
  expect(fields.get('canonical')).toEqual([`${SITE_URL}/.well-known/security.txt`]);
  expect(fields.get('policy')).toEqual([`${SITE_URL}/website-policies#security-policy`]);
});
