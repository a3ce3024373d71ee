/** @jest-environment node */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { clientHolds, negotiate, withResponses } from './respond.mjs';

// A page as the page cache serves it: HTML with an ETag, written in chunks after a flushHeaders, as Next does.
const PAGE = `<!DOCTYPE html><html><body>${Array.from(
  { length: 400 },
  (_, i) => `<p>Member firm ${i}: castings, fabrication and rice mill machinery in the Kaveri delta.</p>`,
).join('')}</body></html>`;

/** What the server keeps for a version: its brotli at the best setting. */
const bestBrotli = (text: string) =>
  zlib.brotliCompressSync(Buffer.from(text), {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let base: string;
let handler: Handler;

beforeAll(async () => {
  server = createServer(withResponses((req, res) => handler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Answer = {
  status: number;
  headers: IncomingMessage['headers'];
  raw: Buffer;
  text: string;
  firstAt: number;
  endAt: number;
};

/** Asks for `path` with these headers; returns the body as sent and as decoded, and when its first bytes came. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstAt = -1;
      res.on('data', (chunk: Buffer) => {
        if (firstAt < 0) firstAt = Date.now() - started;
        chunks.push(chunk);
      });
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded =
          encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          raw,
          text: decoded.toString(),
          firstAt,
          endAt: Date.now() - started,
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

const cachedPage: Handler = (_req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', 'W/"v1"');
  res.setHeader('Vary', 'rsc, Accept-Encoding');
  res.flushHeaders();
  res.write(PAGE.slice(0, 5000));
  res.end(PAGE.slice(5000));
};

describe('conditional requests', () => {
  const holding = (etag: string, more: Record<string, string> = {}) => ({ 'if-none-match': etag, ...more });

  it('answers 304 with the version’s headers and no body when the client holds that version, GET or HEAD', async () => {
    handler = cachedPage;
    for (const method of ['GET', 'HEAD']) {
      for (const asked of ['W/"v1"', '"v1"', 'W/"old", W/"v1"', '*']) {
        const answer = await get('/held', { ...holding(asked), 'accept-encoding': 'br' }, method);
        expect([method, asked, answer.status, answer.raw.length]).toEqual([method, asked, 304, 0]);
        expect(answer.headers.etag).toBe('W/"v1"');
        expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.headers['content-length']).toBeUndefined();
      }
    }
  });

  it('sends the whole answer for another version, to a client that asks past caches, and for what is no 200', async () => {
    handler = cachedPage;
    for (const headers of [holding('W/"v0"'), holding('W/"v1"', { 'cache-control': 'no-cache' }), {}]) {
      const answer = await get('/held', headers);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(PAGE);
    }
    handler = (_req, res) => {
      res.statusCode = 404;
      res.setHeader('ETag', 'W/"v1"');
      res.end('Not found');
    };
    expect((await get('/gone', holding('W/"v1"'))).status).toBe(404);
    handler = (_req, res) => res.end('no validator');
    expect((await get('/plain', holding('*'))).status).toBe(200);
  });

  it('compares validators weakly, as for a GET, and never matches part of one', () => {
    expect(clientHolds(holding('W/"abc"'), '"abc"')).toBe(true);
    expect(clientHolds(holding(' "x" ,W/"abc"'), 'W/"abc"')).toBe(true);
    expect(clientHolds(holding('W/"ab"'), 'W/"abc"')).toBe(false);
    expect(clientHolds({}, 'W/"abc"')).toBe(false);
  });
});

describe('negotiate', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['', null],
    [undefined, null],
    ['GZIP;Q=1.0', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiate(header)).toBe(expected);
  });
});

describe('compression', () => {
  it('sends a page version as brotli to a browser that takes it, the same page once decoded, with its length', async () => {
    handler = cachedPage;
    const answer = await get('/page-a', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.text).toBe(PAGE);
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(answer.raw.length).toBeLessThan(PAGE.length / 4);
    // Accept-Encoding was already in Vary: not twice.
    expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
    expect(answer.headers.etag).toBe('W/"v1"');
  });

  it('serves a page version it has seen compressed at the best setting from then on', async () => {
    handler = cachedPage;
    const first = await get('/page-b', { 'accept-encoding': 'br' });
    let later = first;
    for (let i = 0; i < 50 && later.raw.length >= first.raw.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get('/page-b', { 'accept-encoding': 'br' });
    }
    expect(later.raw.length).toBeLessThan(first.raw.length);
    expect(later.text).toBe(PAGE);
    expect(later.raw).toEqual(bestBrotli(PAGE));
  });

  it('tells nginx not to keep a version compressed fast while its best compression is made, and only then', async () => {
    handler = cachedPage;
    const first = await get('/page-nginx', { 'accept-encoding': 'br' });
    expect(first.headers['x-accel-expires']).toBe('0');
    let later = first;
    for (let i = 0; i < 50 && later.headers['x-accel-expires'] !== undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get('/page-nginx', { 'accept-encoding': 'br' });
    }
    expect(later.headers['x-accel-expires']).toBeUndefined();
    expect(later.raw.length).toBeLessThan(first.raw.length);
    // What is never kept needs no word: streamed, sent as is.
    expect((await get('/page-nginx?q=1', { 'accept-encoding': 'br' })).headers['x-accel-expires']).toBeUndefined();
    expect((await get('/page-nginx')).headers['x-accel-expires']).toBeUndefined();
  });

  it('compresses a new version fast once, not once a request, while its best compression is made', async () => {
    // The best compression held back until the test lets it go, so that every request below comes before it.
    const held: Array<() => void> = [];
    const realAsync = zlib.brotliCompress;
    const slowBest = jest.spyOn(zlib, 'brotliCompress').mockImplementation(((
      body: Buffer,
      options: zlib.BrotliOptions,
      done: zlib.CompressCallback,
    ) => {
      held.push(() => realAsync(body, options, done));
    }) as unknown as typeof zlib.brotliCompress);
    const fast = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      handler = cachedPage;
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await get('/page-regenerated', { 'accept-encoding': 'br' }));
      expect(held).toHaveLength(1);
      expect(fast).toHaveBeenCalledTimes(1);
      for (const answer of answers) {
        expect(answer.text).toBe(PAGE);
        expect(answer.raw).toEqual(answers[0]!.raw);
        expect(answer.headers['x-accel-expires']).toBe('0');
      }
      slowBest.mockRestore();
      held[0]!();
      let later = answers[0]!;
      for (let i = 0; i < 50 && later.headers['x-accel-expires'] !== undefined; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        later = await get('/page-regenerated', { 'accept-encoding': 'br' });
      }
      expect(later.raw.length).toBeLessThan(answers[0]!.raw.length);
      expect(fast).toHaveBeenCalledTimes(1);
    } finally {
      slowBest.mockRestore();
      fast.mockRestore();
    }
  });

  it('knows a version by its ETag: a new version at the same address never gets the bytes kept for the old one', async () => {
    const versions = [PAGE, PAGE.replace('Member firm 7:', 'Member firm 7 (new):')];
    let version = 0;
    // A page regenerated, then its earlier version served again (as after a failed regeneration).
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('ETag', `W/"v${version}"`);
      res.end(versions[version]);
    };
    // Which version a visitor got, once decoded (-1: neither).
    const served = async () => versions.indexOf((await get('/page-versions', { 'accept-encoding': 'br' })).text);
    for (const next of [0, 1, 0]) {
      version = next;
      expect(await served()).toBe(next);
      let kept = await get('/page-versions', { 'accept-encoding': 'br' });
      for (let i = 0; i < 50 && !kept.raw.equals(bestBrotli(versions[next]!)); i++) {
        expect(versions.indexOf(kept.text)).toBe(next);
        await new Promise((resolve) => setTimeout(resolve, 20));
        kept = await get('/page-versions', { 'accept-encoding': 'br' });
      }
      expect([next, kept.raw.equals(bestBrotli(versions[next]!))]).toEqual([next, true]);
    }
  });

  it('serves the kept bytes for the same page written again as new bytes, and keeps what varies apart', async () => {
    const other = PAGE.replace('<body>', '<body><p>The payload for the client router.</p>');
    // New bytes on every request (a file read again, a page rendered again to the same HTML), and another body at
    // the same address when the request says `rsc: 1`, named in Vary.
    handler = (req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('ETag', req.headers.rsc ? 'W/"rsc"' : 'W/"html"');
      res.setHeader('Vary', 'rsc');
      res.end(Buffer.from(req.headers.rsc ? other : PAGE));
    };
    const sizes = async (headers: Record<string, string>, text: string) => {
      const first = await get('/page-e', { 'accept-encoding': 'br', ...headers });
      let later = first;
      for (let i = 0; i < 50 && later.raw.length >= first.raw.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        later = await get('/page-e', { 'accept-encoding': 'br', ...headers });
      }
      expect(later.text).toBe(text);
      return [first.raw.length, later.raw.length];
    };
    const [htmlFast, htmlBest] = await sizes({}, PAGE);
    const [otherFast, otherBest] = await sizes({ rsc: '1' }, other);
    expect(htmlBest).toBeLessThan(htmlFast!);
    expect(otherBest).toBeLessThan(otherFast!);
    // Both stay kept: asking for one did not put the other out.
    expect((await get('/page-e', { 'accept-encoding': 'br' })).raw.length).toBe(htmlBest);
    expect((await get('/page-e', { 'accept-encoding': 'br', rsc: '1' })).raw.length).toBe(otherBest);
  });

  it('gzips for a client that takes only gzip, and sends as is to one that takes neither', async () => {
    handler = cachedPage;
    const gzip = await get('/page-c', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(PAGE);
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusals) {
      const plain = await get('/page-c', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.toString()).toBe(PAGE);
    }
  });

  it('compresses a streamed page as it streams: each flushed chunk reaches the browser before the page ends', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write('<!DOCTYPE html><html><body><p>The shell, sent at once.</p>');
      (res as ServerResponse & { flush(): void }).flush();
      setTimeout(() => res.end(`${PAGE.slice(20)}`), 400);
    };
    const answer = await get('/streamed?q=memb', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.text.startsWith('<!DOCTYPE html><html><body><p>The shell, sent at once.</p>')).toBe(true);
    expect(answer.firstAt).toBeLessThan(answer.endAt - 300);
  });

  it('also compresses a page written with writeHead and its headers, and a not-found page', async () => {
    handler = (_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache' });
      res.end(PAGE);
    };
    const answer = await get('/missing', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.text).toBe(PAGE);
  });

  it("calls end's callback once, after the response is sent, whether it is kept whole or streamed", async () => {
    for (const etag of ['W/"v3"', undefined]) {
      const calls: boolean[] = [];
      handler = (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        if (etag) res.setHeader('ETag', etag);
        res.end(`${PAGE}<!-- ${etag} -->`, () => calls.push(res.writableFinished));
      };
      const answer = await get('/with-callback', { 'accept-encoding': 'br' });
      expect(answer.text).toBe(`${PAGE}<!-- ${etag} -->`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect([etag, calls]).toEqual([etag, [true]]);
    }
  });

  it('leaves alone what must not or need not be compressed', async () => {
    const cases: Array<[string, Handler, Record<string, string>?, string?]> = [
      [
        'a picture',
        (_q, res) => {
          res.setHeader('Content-Type', 'image/png');
          res.end(Buffer.alloc(4000, 7));
        },
      ],
      [
        'a small answer',
        (_q, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Content-Length', 11);
          res.end('{"ok":true}');
        },
      ],
      [
        'no-transform',
        (_q, res) => {
          res.setHeader('Content-Type', 'text/html');
          res.setHeader('Cache-Control', 'no-transform');
          res.end(PAGE);
        },
      ],
      [
        'already encoded',
        (_q, res) => {
          res.setHeader('Content-Type', 'text/plain');
          res.setHeader('Content-Encoding', 'gzip');
          res.end(zlib.gzipSync(PAGE));
        },
      ],
      [
        'a 304',
        (_q, res) => {
          res.statusCode = 304;
          res.setHeader('ETag', 'W/"v1"');
          res.end();
        },
      ],
      [
        'a range',
        (_q, res) => {
          res.setHeader('Content-Type', 'text/plain');
          res.end(PAGE);
        },
        { range: 'bytes=0-10' },
      ],
      [
        'a HEAD',
        (_q, res) => {
          res.setHeader('Content-Type', 'text/html');
          res.setHeader('Content-Length', PAGE.length);
          res.end();
        },
        {},
        'HEAD',
      ],
    ];
    for (const [what, h, headers = {}, method = 'GET'] of cases) {
      handler = h;
      const answer = await get('/as-is', { 'accept-encoding': 'br, gzip', ...headers }, method);
      expect([what, answer.headers['content-encoding']]).toEqual([
        what,
        what === 'already encoded' ? 'gzip' : undefined,
      ]);
    }
  });

  it('keeps no best compression for an address with a query, or a not-found page: anyone can make up new ones', async () => {
    // A body of its own each: a body another test sent may be kept already.
    const made =
      (status: number, body: string): Handler =>
      (_req, res) => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('ETag', 'W/"v2"');
        res.end(body);
      };
    for (const [path, h, body] of [
      ['/page-d?q=1', made(200, `${PAGE}<!-- a query -->`), `${PAGE}<!-- a query -->`],
      ['/no-such-page', made(404, `${PAGE}<!-- not found -->`), `${PAGE}<!-- not found -->`],
    ] as const) {
      handler = h;
      const first = await get(path, { 'accept-encoding': 'br' });
      await new Promise((resolve) => setTimeout(resolve, 600));
      const again = await get(path, { 'accept-encoding': 'br' });
      expect(again.headers['content-encoding']).toBe('br');
      expect([path, again.raw.length]).toEqual([path, first.raw.length]);
      expect(again.text).toBe(body);
    }
  });
});

describe('what it keeps', () => {
  it('keeps at most `memoBytes` of best compressions, the least recently used going first', async () => {
    const pages = ['a', 'b', 'c'].map((name) => `${PAGE}<p>Page ${name}</p>`);
    // Room for two pages' best compressions, not three.
    const bound = Math.floor(bestBrotli(pages[0]!).length * 2.5);
    const small = createServer(
      withResponses(
        (req, res) => {
          const at = Number(req.url!.slice(1));
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('ETag', `W/"page-${at}"`);
          res.end(pages[at]);
        },
        { memoBytes: bound },
      ),
    );
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
    const fetchBest = async (n: number) => {
      const ask = () =>
        new Promise<IncomingMessage['headers']>((resolve, reject) =>
          request(`${at}/${n}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers));
          })
            .on('error', reject)
            .end(),
        );
      let headers = await ask();
      for (let i = 0; i < 50 && headers['x-accel-expires'] !== undefined; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        headers = await ask();
      }
      return headers['x-accel-expires'] === undefined;
    };
    try {
      for (const n of [0, 1, 2]) expect([n, await fetchBest(n)]).toEqual([n, true]);
      // The first page's best compression went to make room for the third: it is compressed fast again.
      const fast = jest.spyOn(zlib, 'brotliCompressSync');
      try {
        expect(await fetchBest(0)).toBe(true);
        expect(fast).toHaveBeenCalledTimes(1);
        expect(await fetchBest(2)).toBe(true);
        expect(fast).toHaveBeenCalledTimes(1);
      } finally {
        fast.mockRestore();
      }
    } finally {
      await new Promise((resolve) => small.close(resolve));
    }
  });
});
