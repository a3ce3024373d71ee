/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { withCompression } from './compression.mjs';
import { ask, type Answer } from './replay-test-client';
import { listVersion, withListReplay, type ListVersion } from './list-replay.mjs';
import { forgetProcessState, processWide } from './process-state.mjs';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;
let calls: string[];
/** The data layer's version of each list now; absent: it would call the backend first. */
let versions: Map<string, ListVersion>;
let lookups: string[];

const version = (name: string, headers: Record<string, string> = {}): ListVersion => ({
  version: name,
  headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60', ...headers },
});

const list = (text: string) =>
  JSON.stringify(Array.from({ length: 30 }, (_, id) => ({ id, title: `${text} ${id}: a circular on GST returns` })));

// A list as Next's route-handler path sends it (send-response.js, pipe-readable.js): the headers of next.config and
// of the Response, the headers flushed, then the body as Uint8Array chunks written and an empty end().
const nextList =
  (text: string, extra: Record<string, string> = {}, status = 200): Handler =>
  (req, res) => {
    res.statusCode = status;
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "default-src 'self'");
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    res.appendHeader('cache-control', 'public, max-age=0, s-maxage=60');
    res.appendHeader('content-type', 'application/json; charset=utf-8');
    for (const [name, value] of Object.entries(extra)) res.appendHeader(name, value);
    res.flushHeaders();
    const bytes = new TextEncoder().encode(list(`${text} at ${req.url}`));
    res.write(bytes.subarray(0, 100));
    res.write(bytes.subarray(100));
    res.end();
  };

beforeAll(async () => {
  const next: Handler = (req, res) => {
    calls.push(`${req.method} ${req.url}`);
    handler(req, res);
  };
  const currentVersion = (path: string) => {
    lookups.push(path);
    return versions.get(path) ?? null;
  };
  server = createServer(withCompression(withListReplay(next, currentVersion)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  calls = [];
  lookups = [];
  versions = new Map();
  handler = nextList('List one');
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => ask(base, path, headers, method);

/** A response's headers without those of the sending itself (Next streams; a kept answer has its length). */
const SENDING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const lasting = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !SENDING.has(name)));
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('a list the data layer still answers with', () => {
  it('is answered again without Next, with the same status, headers and body', async () => {
    // Unique addresses per test: the wrapper lives as long as the server.
    versions.set('/api/banners', version('banners:1'));
    const first = await get('/api/banners');
    const second = await get('/api/banners');
    const third = await get('/api/banners');
    expect(calls).toEqual(['GET /api/banners']);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(third.text).toBe(first.text);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    // In the order Next wrote them.
    expect(Object.keys(lasting(second.headers))).toEqual(Object.keys(lasting(first.headers)));
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
  });

  it('is sent brotli-compressed to a browser, compressed once and then from memory', async () => {
    versions.set('/api/gallery', version('gallery:1'));
    const first = await get('/api/gallery', BROWSER);
    expect(first.headers['content-encoding']).toBe('br');
    const best = zlib.brotliCompressSync(Buffer.from(first.text), {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(first.text),
      },
    });
    let again: Answer | undefined;
    // The first replays may come at the fast setting while the best one runs in the background.
    for (let i = 0; i < 50 && again?.bytes !== best.length; i++) again = await get('/api/gallery', BROWSER);
    expect(calls).toEqual(['GET /api/gallery']);
    expect(again!.bytes).toBe(best.length);
    expect(again!.text).toBe(first.text);
    expect(again!.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(again!.headers['content-length'])).toBe(again!.bytes);
    expect(lasting(again!.headers)).toEqual({ ...lasting(first.headers), 'content-length': undefined });
  });

  it('carries the caching headers the data layer gives now, where Next had them', async () => {
    versions.set('/api/events', version('events:1', { 'X-Accel-Expires': '@100' }));
    handler = nextList('List one', { 'X-Accel-Expires': '@100' });
    await get('/api/events');
    versions.set('/api/events', version('events:1', { 'X-Accel-Expires': '@101' }));
    const again = await get('/api/events');
    expect(calls).toHaveLength(1);
    expect(again.headers['x-accel-expires']).toBe('@101');
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });
});

describe('Next answers', () => {
  it('when the data layer has another version, and that answer is the one kept', async () => {
    versions.set('/api/notifications', version('notifications:1'));
    await get('/api/notifications');
    versions.set('/api/notifications', version('notifications:2'));
    handler = nextList('List two');
    const changed = await get('/api/notifications');
    const again = await get('/api/notifications');
    expect(calls).toEqual(['GET /api/notifications', 'GET /api/notifications']);
    expect(changed.text).toContain('List two');
    expect(again.text).toBe(changed.text);
  });

  it('while the data layer would call the backend first: window passed, a publish, no list yet', async () => {
    versions.set('/api/bulletins', version('bulletins:1'));
    await get('/api/bulletins');
    versions.delete('/api/bulletins');
    await get('/api/bulletins');
    await get('/api/bulletins');
    expect(calls).toHaveLength(3);
  });

  it('and its answer is not kept when the list changed while it answered', async () => {
    handler = (req, res) => {
      versions.set('/api/exhibitors', version('exhibitors:2'));
      nextList('List two')(req, res);
    };
    versions.set('/api/exhibitors', version('exhibitors:1'));
    const first = await get('/api/exhibitors');
    expect(first.text).toContain('List two');
    handler = nextList('List three');
    expect((await get('/api/exhibitors')).text).toContain('List three');
    expect((await get('/api/exhibitors')).text).toContain('List three');
    expect(calls).toHaveLength(2);
  });

  it('for HEAD, OPTIONS, other methods, a query, validators and router headers, every time', async () => {
    versions.set('/api/banners?x', version('banners:1'));
    versions.set('/api/odd', version('odd:1'));
    await get('/api/odd');
    const asked: [string, Record<string, string>, string][] = [
      ['/api/odd', {}, 'HEAD'],
      ['/api/odd', {}, 'OPTIONS'],
      ['/api/odd', {}, 'POST'],
      ['/api/odd?year=1999', {}, 'GET'],
      ['/api/odd', { 'If-None-Match': '"x"' }, 'GET'],
      ['/api/odd', { RSC: '1' }, 'GET'],
      ['/api/odd', { Range: 'bytes=0-10' }, 'GET'],
    ];
    for (const [path, headers, method] of asked) await get(path, headers, method);
    expect(calls).toHaveLength(1 + asked.length);
  });

  it('and nothing is kept from an answer that is not a shared 200', async () => {
    for (const [path, answer] of [
      ['/api/failing', nextList('Upstream unavailable', {}, 502)],
      ['/api/cookie', nextList('List', { 'Set-Cookie': 'a=1' })],
      ['/api/varying', nextList('List', { Vary: 'Cookie' })],
    ] as const) {
      versions.set(path, version(`${path}:1`));
      handler = answer;
      await get(path);
      await get(path);
    }
    expect(calls).toHaveLength(6);
  });

  it('for an address outside /api/, without asking the data layer', async () => {
    versions.set('/aboutrasi', version('page:1'));
    await get('/aboutrasi');
    await get('/aboutrasi');
    expect(calls).toHaveLength(2);
    expect(lookups).toEqual([]);
  });
});

describe('the data layer’s question, through the process-wide state', () => {
  afterEach(() => forgetProcessState('api.list-versions'));

  it('has no answer before lib/api registered it, and none from one that throws', () => {
    forgetProcessState('api.list-versions');
    expect(listVersion('/api/banners')).toBeNull();
    processWide('api.list-versions', () => () => {
      throw new Error('a bug');
    });
    expect(listVersion('/api/banners')).toBeNull();
  });

  it('asks the function lib/api registered', () => {
    forgetProcessState('api.list-versions');
    const answer = version('banners:7');
    processWide('api.list-versions', () => (path: string) => (path === '/api/banners' ? answer : null));
    expect(listVersion('/api/banners')).toBe(answer);
    expect(listVersion('/api/gallery')).toBeNull();
  });
});
