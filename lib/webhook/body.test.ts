/** @jest-environment node */
import { MAX_BODY_BYTES, parseCalls, readBody } from './body';

const bytes = (text: string) => new TextEncoder().encode(text);
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/api/revalidate', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('parseCalls', () => {
  it('reads the lists a call names, each once, in its order', () => {
    expect(parseCalls(bytes('{"calls":["notifications"]}'))).toEqual({ ok: true, calls: ['notifications'] });
    expect(parseCalls(bytes('{"calls":["events","banners","events"],"id":"evt_1"}'))).toEqual({
      ok: true,
      calls: ['events', 'banners'],
    });
  });

  it.each([
    ['not JSON', 'calls=notifications', /^body is not JSON$/],
    ['not UTF-8', Buffer.from([0x7b, 0xff, 0x7d]), /^body is not JSON$/],
    ['empty', '', /^body is not JSON$/],
    ['a list', '["notifications"]', /^body must be \{"calls":\[…\]\}/],
    ['without calls', '{"call":"notifications"}', /^body must be/],
    ['calls not a list', '{"calls":"notifications"}', /^body must be/],
    ['no calls', '{"calls":[]}', /^body must be/],
    ['an unknown call', '{"calls":["notifications","notices"]}', /^unknown call name; the calls are banners, /],
    ['a call by its backend name', '{"calls":["getnotification"]}', /^unknown call name/],
    ['an inherited name', '{"calls":["toString"]}', /^unknown call name/],
    ['a call that is not a string', '{"calls":[1]}', /^unknown call name/],
  ])('refuses a body that is %s with 400', (_case, body, reason) => {
    const result = parseCalls(typeof body === 'string' ? bytes(body) : body);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.ok || result.reason).toMatch(reason);
  });

  it('never repeats what the caller sent', () => {
    const result = parseCalls(bytes('{"calls":["<script>alert(1)</script>"]}'));
    expect(JSON.stringify(result)).not.toContain('script');
  });
});

describe('readBody', () => {
  it('reads a body of up to 8 KB', async () => {
    const body = 'x'.repeat(MAX_BODY_BYTES);
    const result = await readBody(post(body));
    expect(result.ok && Buffer.from(result.bytes).toString()).toBe(body);
  });

  it('refuses a longer one with 413, by its Content-Length or as it streams', async () => {
    const long = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect(await readBody(post(long))).toEqual({ ok: false, status: 413, reason: 'body over 8 KB' });
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024));
        if (sent > 1024 * 1024) controller.close();
      },
    });
    expect(await readBody(post(stream))).toMatchObject({ ok: false, status: 413 });
    // It stopped reading soon after the limit, not at the end of the megabyte.
    expect(sent).toBeLessThan(64 * 1024);
  });
});
