/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signatureOf, signedHeaders } from './signing.cjs';
import { verifySignature } from './verify';

const SECRET = 'k'.repeat(64);
const PREVIOUS = 'p'.repeat(32);
const NOW = 1_795_000_000_000;
const BODY = '{"calls":["notifications"]}';
const bytes = (text: string) => new TextEncoder().encode(text);

function check(overrides: Partial<Parameters<typeof verifySignature>[0]> = {}) {
  const timestamp = String(NOW / 1000);
  return verifySignature({
    secrets: [SECRET],
    timestamp,
    signature: signatureOf(SECRET, timestamp, BODY),
    body: bytes(BODY),
    now: NOW,
    ...overrides,
  });
}

describe('the signature, as docs/publishing.md tells the backend to make it', () => {
  it('is sha256= and the lowercase hex HMAC-SHA256 of the timestamp, a dot and the body', () => {
    // What `printf '%s.%s' "$ts" "$body" | openssl dgst -sha256 -hmac "$secret"` prints.
    const expected = createHmac('sha256', SECRET).update(`1795000000.${BODY}`).digest('hex');
    expect(signatureOf(SECRET, 1_795_000_000, BODY)).toBe(`sha256=${expected}`);
    expect(signatureOf(SECRET, '1795000000', bytes(BODY))).toBe(`sha256=${expected}`);
  });

  it('comes with the timestamp in Unix seconds', () => {
    const headers = signedHeaders(SECRET, BODY, NOW + 999);
    expect(headers[TIMESTAMP_HEADER]).toBe('1795000000');
    expect(headers[SIGNATURE_HEADER]).toBe(signatureOf(SECRET, '1795000000', BODY));
  });
});

describe('verifySignature', () => {
  it('accepts a call signed with the current key, and says when and with what', () => {
    expect(check()).toEqual({ ok: true, timestamp: NOW / 1000, signature: signatureOf(SECRET, NOW / 1000, BODY) });
  });

  it('accepts the previous key while a key is rotated, and neither once it is gone', () => {
    const timestamp = String(NOW / 1000);
    const signature = signatureOf(PREVIOUS, timestamp, BODY);
    expect(check({ secrets: [SECRET, PREVIOUS], signature }).ok).toBe(true);
    expect(check({ secrets: [SECRET], signature })).toMatchObject({ ok: false, status: 401 });
  });

  it.each([
    ['no timestamp', { timestamp: null }, 'unsigned'],
    ['no signature', { signature: null }, 'unsigned'],
    ['another key', { signature: signatureOf('x'.repeat(40), String(NOW / 1000), BODY) }, 'bad signature'],
    ['another body', { body: bytes('{"calls":["events"]}') }, 'bad signature'],
    ['another timestamp', { timestamp: String(NOW / 1000 + 1) }, 'bad signature'],
    ['no prefix', { signature: signatureOf(SECRET, NOW / 1000, BODY).slice('sha256='.length) }, 'bad signature'],
    ['upper-case hex', { signature: signatureOf(SECRET, NOW / 1000, BODY).toUpperCase() }, 'bad signature'],
    ['a short signature', { signature: 'sha256=abc' }, 'bad signature'],
    ['a timestamp in milliseconds', { timestamp: String(NOW) + '0' }, 'bad signature'],
    ['a timestamp that is not a number', { timestamp: '17950000OO' }, 'bad signature'],
  ])('refuses %s with 401', (_case, overrides, reason) => {
    expect(check(overrides)).toEqual({ ok: false, status: 401, reason });
  });

  it.each([
    ['more than 5 minutes old', -301],
    ['more than 5 minutes ahead', 301],
  ])('refuses a well signed call %s', (_case, offset) => {
    const timestamp = String(NOW / 1000 + offset);
    const result = check({ timestamp, signature: signatureOf(SECRET, timestamp, BODY) });
    expect(result).toEqual({ ok: false, status: 401, reason: 'timestamp more than 5 minutes from now' });
  });

  it('accepts one exactly 5 minutes off', () => {
    for (const offset of [-300, 300]) {
      const timestamp = String(NOW / 1000 + offset);
      expect(check({ timestamp, signature: signatureOf(SECRET, timestamp, BODY) }).ok).toBe(true);
    }
  });
});
