/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withCompression } from './compression.mjs';
import { ask } from './replay-test-client';
import { replayable, revalidation, withPageReplay } from './page-replay.mjs';
import type { PageVersion } from './page-cache/page-cache-state.mjs';

// A page as Next serves it from its page cache (send-payload.js sendRenderResult): headers set one by one, then the
// whole HTML in one end().
const html = (text: string) =>
  `<!DOCTYPE html><html><body>${`<p>${text}: castings and rice mill machinery from the Kaveri delta.</p>`.repeat(60)}</body></html>`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;
let calls: string[];
/** The page cache's version of each path now; absent: stale or unknown. */
let versions: Map<string, PageVersion>;
let lookups: string[];

const version = (etag: string, stale = false, headers: Record<string, string> = {}): PageVersion => ({
  etag,
  stale,
  headers: { etag, 'cache-control': 's-maxage=60', ...headers },
});

const cachedPage =
  (etag: string, text: string, extra: Record<string, string> = {}, cache = 'MISS'): Handler =>
  (req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    res.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-abc'");
    res.setHeader('x-nextjs-cache', cache);
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 's-maxage=60');
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    const body = html(`${text} at ${req.url}`);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };

beforeAll(async () => {
  const next: Handler = (req, res) => {
    calls.push(req.url!);
    handler(req, res);
  };
  const currentVersion = async (path: string) => {
    lookups.push(path);
    return versions.get(path) ?? null;
  };
  // The page cache's answer to a conditional request (cache-handler.mjs notModified): fresh and the visitor's.
  const notModified = async (path: string, request: { 'if-none-match'?: string; 'cache-control'?: string }) => {
    lookups.push(`304? ${path}`);
    const now = versions.get(path);
    const fresh = now && !now.stale && request['if-none-match'] === now.etag;
    return fresh && !/no-cache/.test(request['cache-control'] ?? '') ? now.headers : null;
  };
  server = createServer(withCompression(withPageReplay(next, { currentVersion, notModified })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  calls = [];
  lookups = [];
  versions = new Map();
  handler = cachedPage('W/"v1"', 'Version one');
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => ask(base, path, headers, method);

/** A response's headers without those of the sending itself. */
const SENDING = new Set(['date', 'connection', 'keep-alive']);
const lasting = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !SENDING.has(name)));

describe('a page the page cache still serves', () => {
  it('is served again without Next, with the same status, headers and body', async () => {
    // Unique addresses per test: the wrapper lives as long as the server.
    versions.set('/aboutrasi', version('W/"v1"'));
    const first = await get('/aboutrasi');
    const second = await get('/aboutrasi');
    expect(calls).toEqual(['/aboutrasi']);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(lasting(second.headers)).toEqual({ ...lasting(first.headers), 'x-nextjs-cache': 'HIT' });
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
  });

  it('is served brotli-compressed to a browser, from what the compression kept', async () => {
    versions.set('/gallery', version('W/"v1"'));
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const first = await get('/gallery', browser);
    const second = await get('/gallery', browser);
    expect(calls).toEqual(['/gallery']);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toMatch(/Accept-Encoding/);
    expect(second.text).toBe(first.text);
    expect(Number(second.headers['content-length'])).toBe(second.bytes);
    expect(second.bytes).toBeLessThan(Buffer.byteLength(second.text) / 5);
  });

  it("carries the version's own ETag and lifetime, as the page cache gives them now", async () => {
    versions.set('/notification', version('W/"v1"'));
    await get('/notification');
    versions.set(
      '/notification',
      version('W/"v1"', false, { 'cache-control': 's-maxage=10', 'x-accel-expires': '@99' }),
    );
    const replayed = await get('/notification');
    expect(calls).toEqual(['/notification']);
    expect(replayed.headers.etag).toBe('W/"v1"');
    expect(replayed.headers['cache-control']).toBe('s-maxage=10');
    expect(replayed.headers['x-accel-expires']).toBe('@99');
  });

  it('is looked up by its decoded path, as the page cache knows it', async () => {
    versions.set('/vision&mission', version('W/"v1"'));
    await get('/vision%26mission');
    await get('/vision%26mission');
    expect(calls).toEqual(['/vision%26mission']);
    expect(lookups).toEqual(['/vision&mission']);
  });
});

describe('a page the page cache serves stale, while Next regenerates it', () => {
  it("goes to Next once a second, and the other requests get Next's STALE answer again", async () => {
    versions.set('/bulletins', version('W/"v1"'));
    await get('/bulletins');
    versions.set('/bulletins', version('W/"v1"', true, { 'x-accel-expires': '@42' }));
    handler = cachedPage('W/"v1"', 'Version one', { 'Cache-Control': 's-maxage=1' }, 'STALE');
    const fromNext = await get('/bulletins');
    const again = await get('/bulletins');
    expect(calls).toEqual(['/bulletins', '/bulletins']);
    expect(fromNext.headers['x-nextjs-cache']).toBe('STALE');
    expect(lasting(again.headers)).toEqual({ ...lasting(fromNext.headers), 'x-accel-expires': '@42' });
    expect(again.text).toBe(fromNext.text);

    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000);
    try {
      await get('/bulletins');
    } finally {
      later.mockRestore();
    }
    expect(calls).toEqual(['/bulletins', '/bulletins', '/bulletins']);
  });

  it('goes to Next while Next has given no STALE answer for it (it regenerated before answering)', async () => {
    versions.set('/tradefairs', version('W/"v1"'));
    await get('/tradefairs');
    versions.set('/tradefairs', version('W/"v1"', true));
    handler = cachedPage('W/"v2"', 'Version two');
    await get('/tradefairs');
    await get('/tradefairs');
    expect(calls).toEqual(['/tradefairs', '/tradefairs', '/tradefairs']);
  });
});

describe('a page asked for without compression', () => {
  it('is sent as its bytes, with their length, in any script', async () => {
    versions.set('/ta/aboutrasi', version('W/"v1"'));
    handler = cachedPage('W/"v1"', 'சிறு தொழில்கள் சங்கம்');
    const first = await get('/ta/aboutrasi');
    const second = await get('/ta/aboutrasi');
    expect(calls).toEqual(['/ta/aboutrasi']);
    expect(second.headers['content-encoding']).toBeUndefined();
    expect(second.text).toBe(first.text);
    expect(second.text).toContain('சிறு தொழில்கள் சங்கம்');
    expect(Number(second.headers['content-length'])).toBe(second.bytes);
  });
});

describe('Next answers', () => {
  it('when the page cache serves another version, and the new one is kept', async () => {
    versions.set('/milestones', version('W/"v1"'));
    await get('/milestones');
    versions.set('/milestones', version('W/"v2"'));
    handler = cachedPage('W/"v2"', 'Version two');
    const second = await get('/milestones');
    const third = await get('/milestones');
    expect(calls).toEqual(['/milestones', '/milestones']);
    expect(second.text).toContain('Version two');
    expect(third.text).toContain('Version two');
    expect(third.headers.etag).toBe('W/"v2"');
  });

  it('when the page is stale or unknown to the page cache (Next serves and regenerates it)', async () => {
    await get('/officebearers');
    await get('/officebearers');
    expect(calls).toEqual(['/officebearers', '/officebearers']);
  });

  it('when the lookup fails', async () => {
    versions.set('/services', version('W/"v1"'));
    await get('/services');
    versions.set('/services', Promise.reject(new Error('Redis away')) as unknown as PageVersion);
    const answer = await get('/services');
    expect(answer.status).toBe(200);
    expect(calls).toEqual(['/services', '/services']);
  });

  it.each([
    ['a query', '/contactus?ref=mail', {}],
    ['an RSC request', '/contactus', { RSC: '1' }],
    ['a prefetch', '/contactus', { 'Next-Router-Prefetch': '1' }],
    ['a conditional request (the proxy answers 304s)', '/contactus', { 'If-None-Match': 'W/"v1"' }],
    ['a range', '/contactus', { Range: 'bytes=0-10' }],
    ['a middleware subrequest header', '/contactus', { 'x-middleware-subrequest': 'proxy' }],
    ['preview mode', '/contactus', { Cookie: 'theme=dark; __prerender_bypass=1' }],
  ])('for %s', async (_name, path, headers) => {
    versions.set('/contactus', version('W/"v1"'));
    await get(path, headers);
    await get(path, headers);
    expect(calls).toEqual([path, path]);
    expect(lookups).toEqual([]);
  });

  it('for HEAD', async () => {
    versions.set('/membership', version('W/"v1"'));
    await get('/membership');
    await get('/membership', {}, 'HEAD');
    expect(calls).toEqual(['/membership', '/membership']);
  });

  const withoutEtag: Handler = (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html('Rendered per request'));
  };
  const notFound: Handler = (req, res) => {
    res.statusCode = 404;
    cachedPage('W/"v1"', 'Not found')(req, res);
  };
  it.each([
    ['a 404', notFound],
    ['a page without an ETag', withoutEtag],
    ['a page that sets a cookie', cachedPage('W/"v1"', 'Cookie', { 'Set-Cookie': 'a=1' })],
    ['a page that varies on the cookie', cachedPage('W/"v1"', 'Varies', { Vary: 'Cookie' })],
  ])('for %s, never kept', async (name, page) => {
    const path = `/${name.replaceAll(' ', '-')}`;
    versions.set(path, version('W/"v1"'));
    handler = page;
    await get(path);
    await get(path);
    expect(calls).toEqual([path, path]);
  });

  it('for a page Next streams in parts', async () => {
    versions.set('/search', version('W/"v1"'));
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('ETag', 'W/"v1"');
      res.write(html('Streamed'));
      res.end('</html>');
    };
    await get('/search');
    await get('/search');
    expect(calls).toEqual(['/search', '/search']);
  });
});

// What Next answers a conditional request of a page with: the proxy's 304 (proxy.ts conditionalAnswer), with the
// headers of next.config, when the page cache says so; else the page.
const withRevalidation =
  (page: Handler): Handler =>
  (req, res) => {
    const now = versions.get(req.url!);
    const match = req.headers['if-none-match'];
    if (!now || now.stale || match !== now.etag || /no-cache/.test(req.headers['cache-control'] ?? ''))
      return page(req, res);
    res.statusCode = 304;
    res.setHeader('X-Frame-Options', 'DENY');
    for (const [name, value] of Object.entries(now.headers)) res.setHeader(name, value);
    res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    // As router-server.js sends a proxy's response: an empty body stream, its headers flushed first.
    res.flushHeaders();
    res.end();
  };

describe('a revalidation of a page (nginx’s proxy_cache_revalidate, a browser’s If-None-Match)', () => {
  it('is answered 304 without Next once Next has answered one so, with its headers and the version’s now', async () => {
    handler = withRevalidation(cachedPage('W/"v1"', 'Version one'));
    versions.set('/membership', version('W/"v1"', false, { 'x-accel-expires': '@100' }));
    const fromNext = await get('/membership', { 'If-None-Match': 'W/"v1"' });
    versions.set('/membership', version('W/"v1"', false, { 'x-accel-expires': '@101' }));
    const here = await get('/membership', { 'If-None-Match': 'W/"v1"' });
    expect(calls).toEqual(['/membership']);
    expect(fromNext.status).toBe(304);
    expect(here.status).toBe(304);
    expect(here.text).toBe('');
    expect(lasting(here.headers)).toEqual({ ...lasting(fromNext.headers), 'x-accel-expires': '@101' });
    expect(Object.keys(here.headers)).toEqual(Object.keys(fromNext.headers));
  });

  it('goes to Next when the page cache would serve the page: another version, stale, or asked with no-cache', async () => {
    handler = withRevalidation(cachedPage('W/"v2"', 'Version two'));
    versions.set('/milestones', version('W/"v1"'));
    expect((await get('/milestones', { 'If-None-Match': 'W/"v1"' })).status).toBe(304);
    versions.set('/milestones', version('W/"v2"'));
    const changed = await get('/milestones', { 'If-None-Match': 'W/"v1"' });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Version two');
    expect((await get('/milestones', { 'If-None-Match': 'W/"v2"', 'Cache-Control': 'no-cache' })).status).toBe(200);
    versions.set('/milestones', version('W/"v2"', true));
    expect((await get('/milestones', { 'If-None-Match': 'W/"v2"' })).status).toBe(200);
    expect(calls).toHaveLength(4);
  });

  it('goes to Next, every time, at an address Next never answered 304 (a not-found page keeps its 404)', async () => {
    // The proxy answers only a page's own address; the not-found page is Next's 404, with an ETag of its own.
    handler = (_req, res) => {
      res.statusCode = 404;
      res.setHeader('ETag', 'W/"nf"');
      res.end(html('Not found'));
    };
    versions.set('/_not-found', version('W/"nf"'));
    for (let i = 0; i < 2; i++) expect((await get('/_not-found', { 'If-None-Match': 'W/"nf"' })).status).toBe(404);
    expect(calls).toHaveLength(2);
    expect(lookups).toEqual([]);
  });

  it('goes to Next with other validators, a query or router headers', async () => {
    handler = withRevalidation(cachedPage('W/"v1"', 'Version one'));
    versions.set('/services', version('W/"v1"'));
    await get('/services', { 'If-None-Match': 'W/"v1"' });
    await get('/services', { 'If-None-Match': 'W/"v1"', 'If-Modified-Since': 'Tue, 01 Dec 2026 00:00:00 GMT' });
    await get('/services?x=1', { 'If-None-Match': 'W/"v1"' });
    await get('/services', { 'If-None-Match': 'W/"v1"', RSC: '1' });
    expect(calls).toHaveLength(4);
  });
});

describe('replayable', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, headers }) as unknown as IncomingMessage;

  it('takes a plain GET of an address', () => {
    expect(replayable(req('/ta/aboutrasi', { 'accept-encoding': 'br', 'user-agent': 'Mozilla/5.0' }))).toBe(true);
    expect(replayable(req('/', { cookie: 'theme=dark' }))).toBe(true);
  });

  it('leaves Next its own requests', () => {
    expect(replayable(req('/aboutrasi', {}, 'POST'))).toBe(false);
    expect(replayable(req('/aboutrasi?_rsc=1'))).toBe(false);
    expect(replayable(req('http://example.com/aboutrasi'))).toBe(false);
    expect(replayable(req('/aboutrasi', { 'next-url': '/' }))).toBe(false);
    expect(replayable(req('/aboutrasi', { 'if-modified-since': 'Tue, 01 Dec 2026 00:00:00 GMT' }))).toBe(false);
    expect(replayable(req('/aboutrasi', { cookie: '__next_preview_data=x' }))).toBe(false);
  });
});

describe('revalidation', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, headers }) as unknown as IncomingMessage;

  it('takes a plain GET with If-None-Match, and nothing else', () => {
    expect(revalidation(req('/aboutrasi', { 'if-none-match': 'W/"a"', 'accept-encoding': 'br' }))).toBe(true);
    expect(revalidation(req('/aboutrasi'))).toBe(false);
    expect(revalidation(req('/aboutrasi', { 'if-none-match': 'W/"a"' }, 'HEAD'))).toBe(false);
    expect(revalidation(req('/aboutrasi', { 'if-none-match': 'W/"a"', 'if-modified-since': 'x' }))).toBe(false);
    expect(revalidation(req('/aboutrasi', { 'if-none-match': 'W/"a"', 'next-router-prefetch': '1' }))).toBe(false);
  });
});
