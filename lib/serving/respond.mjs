// How the standalone server sends what Next answers: the one wrapper between the socket and Next's listener.
// - A conditional GET or HEAD for the version the client holds (its If-None-Match names the answer's ETag) gets a
//   304 with that version's headers, for pages and lists alike: the ETag is made once per version, by the page
//   cache for a page (page-cache/finished-page.mjs) and by the data layer for a list, since Next's own
//   (`generateEtags`, off in next.config.mjs) hashes the whole body again on every request.
// - Compression in place of Next's (`compress: false`), which is gzip made again for every response: brotli for
//   the browsers that take it, gzip for the others, nothing for a client that asks for neither (nginx asks for the
//   browser's encoding and keeps what it gets, deploy/nginx). A version that is sent again byte for byte (an answer
//   with an ETag, an immutable file) is compressed once at the best setting, in the background, and kept by its
//   address, encoding and ETag: brotli 11 brings a text page's HTML with its headers into the first 14.6 KB a new
//   connection may send. Everything else (a page rendered per request, a not-found page) is compressed as it
//   streams, at a cheaper setting still (anyone can make up a new query to ask for, so it is compressed for every
//   request), flushed once for the chunks Next writes together, so that a streamed page's first bytes are not held
//   back and a burst of chunks does not end a compressed block each.
// The build copies this file beside Next's server.js (standalone.mjs), with lru-cache traced for it.
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|json|xml|x-component|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

const DEFAULTS = Object.freeze({
  /** Below this many bytes compression gains less than its headers cost. */
  minBytes: 1024,
  /**
   * Bytes of best compressions kept, least recently used first out. Behind nginx each version is asked for about
   * once a window, so a larger store held memory for few hits (bench/SOAK.md).
   */
  memoBytes: 16 * 1024 * 1024,
  /** Versions waiting for their best compression; past this, new ones get only the fast one. */
  maxQueued: 256,
  /** Settings for what is compressed while the visitor waits, and for what is kept. */
  fast: { br: 5, gzip: 6 },
  best: { br: 11, gzip: 9 },
  /** For what is compressed for each request as it streams: brotli 4 takes a third of 5's time for 5–10 % more bytes. */
  streamed: { br: 4, gzip: 6 },
});

/**
 * The encoding to answer `Accept-Encoding` with: "br", "gzip" or null (send as is). Brotli wins a tie; a q of 0
 * refuses an encoding, and `*` stands for whichever is not named.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function negotiate(header) {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  /** @type {Record<string, number>} */
  const q = {};
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(weight) ? weight : 0;
  }
  const of = (/** @type {string} */ name) => q[name] ?? q['*'] ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/**
 * The encoding the response to `req` goes out in: none for a HEAD (no body) or a range (a part of the bytes as they
 * are), else what its Accept-Encoding asks for.
 * @param {import('node:http').IncomingMessage} req
 * @returns {'br' | 'gzip' | null}
 */
function responseEncoding(req) {
  return req.method === 'HEAD' || req.headers.range ? null : negotiate(req.headers['accept-encoding']);
}

/**
 * Each encoding's compressor: whole and synchronous, whole on the thread pool, and as a stream; and its settings.
 * Looked up on `zlib` at each call, so that a test can watch them.
 */
const CODECS = {
  br: {
    sync: (/** @type {Buffer} */ body, /** @type {zlib.BrotliOptions} */ options) =>
      zlib.brotliCompressSync(body, options),
    async: (
      /** @type {Buffer} */ body,
      /** @type {zlib.BrotliOptions} */ options,
      /** @type {zlib.CompressCallback} */ done,
    ) => zlib.brotliCompress(body, options, done),
    stream: zlib.createBrotliCompress,
    flushKind: zlib.constants.BROTLI_OPERATION_FLUSH,
    /** @param {number} level @param {number} [size] */
    options: (level, size) => ({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
      },
    }),
  },
  gzip: {
    sync: (/** @type {Buffer} */ body, /** @type {zlib.ZlibOptions} */ options) => zlib.gzipSync(body, options),
    async: (
      /** @type {Buffer} */ body,
      /** @type {zlib.ZlibOptions} */ options,
      /** @type {zlib.CompressCallback} */ done,
    ) => zlib.gzip(body, options, done),
    stream: zlib.createGzip,
    // Not the full flush zlib's streams default to, which starts the next block without the text before it.
    flushKind: zlib.constants.Z_SYNC_FLUSH,
    /** @param {number} level */
    options: (level) => ({ level }),
  },
};

/** @typedef {string | Buffer} Body  a response's body as it was written: one string, or bytes */

/**
 * Whether a response with validator `etag` is one the client already holds: its If-None-Match names that version
 * (weakly, as for a GET, RFC 9110 13.1.2) or any, and it did not ask past every cache (`no-cache`).
 * @param {import('node:http').IncomingHttpHeaders} headers @param {string} etag
 */
export function clientHolds(headers, etag) {
  const asked = headers['if-none-match'];
  if (!asked || /\bno-cache\b/i.test(headers['cache-control'] ?? '')) return false;
  if (asked.trim() === '*') return true;
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  const version = bare(etag);
  return asked.split(',').some((tag) => bare(tag) === version);
}

/**
 * Wraps an HTTP request listener (Next's) so that its responses go out as described above.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} listener
 * @param {Partial<typeof DEFAULTS>} [settings]
 */
export function withResponses(listener, settings = {}) {
  const config = { ...DEFAULTS, ...settings };
  /** @type {LRUCache<string, Buffer>} a version's best compression, by `versionKey` */
  const best = new LRUCache({ maxSize: config.memoBytes, sizeCalculation: (out) => out.length });
  /** @type {Map<string, { body: Buffer, encoding: 'br' | 'gzip', fast: Buffer }>} versions waiting for it */
  const queue = new Map();
  let working = false;

  // One best-quality compression at a time, on libuv's thread pool: a new build's first visitors start a few
  // dozen, and they must leave the event loop and the other core to the visitors.
  const work = () => {
    if (working) return;
    const next = queue.entries().next();
    if (next.done) return;
    const [key, { body, encoding }] = next.value;
    working = true;
    const done = (/** @type {Error | null} */ error, /** @type {Buffer} */ out) => {
      queue.delete(key);
      working = false;
      if (!error) best.set(key, out);
      work();
    };
    const codec = CODECS[encoding];
    codec.async(body, codec.options(config.best[encoding], body.length), done);
  };

  /**
   * The version under `key` compressed: its best compression once made; until then a fast one, made once and
   * shared by every request meanwhile (a page regenerated while visitors keep coming is asked for hundreds of times
   * before its best compression is done, 100–300 ms for 100 KB, and a fast one each, 2–3 ms on the event loop,
   * would hold every request behind it).
   * @param {string} key @param {Body} source @param {'br' | 'gzip'} encoding
   * @returns {{ out: Buffer, best: boolean }}
   */
  const compressed = (key, source, encoding) => {
    const kept = best.get(key);
    if (kept) return { out: kept, best: true };
    const waiting = queue.get(key);
    if (waiting) return { out: waiting.fast, best: false };
    // Bytes of its own: what the server wrote may be a buffer it fills again.
    const body = Buffer.from(/** @type {any} */ (source));
    const codec = CODECS[encoding];
    const fast = codec.sync(body, codec.options(config.fast[encoding], body.length));
    if (queue.size < config.maxQueued) {
      queue.set(key, { body, encoding, fast });
      setImmediate(work);
    }
    return { out: fast, best: false };
  };

  const wrapped = (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    const encoding = responseEncoding(req);
    const conditional = !!req.headers['if-none-match'] && (req.method === 'GET' || req.method === 'HEAD');
    if (encoding || conditional) intercept(req, res, encoding, conditional);
    return listener(req, res);
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {'br' | 'gzip' | null} encoding
   * @param {boolean} conditional
   */
  function intercept(req, res, encoding, conditional) {
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
    /** @type {'pass' | 'held' | 'keep' | 'stream' | undefined} */
    let mode;
    /** @type {Body[]} */
    const chunks = [];
    /** @type {zlib.Gzip | zlib.BrotliCompress | undefined} */
    let stream;
    /** @type {number | undefined} */
    let flushKind;
    let flushing = false;

    const header = (/** @type {string} */ name) => {
      const value = res.getHeader(name);
      return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
    };

    // A version's key: what a cache keys a response by (its address, the request headers it varies on, the
    // encoding), and the version itself (its ETag; an immutable file has one version).
    const versionKey = () => {
      let key = `${encoding} ${req.url} ${header('etag') || 'immutable'}`;
      for (const name of header('vary').toLowerCase().split(',')) {
        const varied = name.trim();
        if (varied && varied !== 'accept-encoding') key += `\n${varied}: ${req.headers[varied] ?? ''}`;
      }
      return key;
    };

    const decide = () => {
      if (mode) return mode;
      const status = res.statusCode;
      const etag = header('etag');
      if (conditional && status === 200 && etag && clientHolds(req.headers, etag)) return (mode = 'held');
      if (!encoding) return (mode = 'pass');
      const type = header('content-type');
      const length = header('content-length');
      // Not a response without a body (1xx, 204, 304) or a range of one (206); a 404 page is a page.
      const compressible =
        status >= 200 &&
        status !== 204 &&
        status !== 206 &&
        status !== 304 &&
        COMPRESSIBLE.test(type) &&
        !header('content-encoding') &&
        !/\bno-transform\b/i.test(header('cache-control')) &&
        !(length && Number(length) < config.minBytes);
      if (!compressible) return (mode = 'pass');
      const vary = header('vary');
      if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
        res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      // Sent again byte for byte: a version (its ETag: a page, a list) or a file that never changes. Only a 200 at
      // an address without a query, a set the site bounds: the best setting costs a hundred times the fast one, and
      // anyone can make up a new query or a new unknown path (a 404) to ask for.
      const repeats =
        status === 200 && !(req.url ?? '').includes('?') && (!!etag || /\bimmutable\b/i.test(header('cache-control')));
      if (repeats) return (mode = 'keep');
      res.removeHeader('Content-Length');
      res.setHeader('Content-Encoding', encoding);
      const codec = CODECS[encoding];
      stream = codec.stream(codec.options(config.streamed[encoding]));
      flushKind = codec.flushKind;
      stream.on('data', (data) => original.write.call(res, data));
      stream.on('end', () => original.end.call(res));
      stream.on('error', () => res.destroy());
      res.once('close', () => stream?.destroy());
      return (mode = 'stream');
    };

    /** The 304 that stands for a version the client holds: the version's headers, no body (RFC 9110 15.4.5). */
    const notModified = () => {
      for (const name of ['content-length', 'content-type', 'content-encoding', 'transfer-encoding'])
        res.removeHeader(name);
      original.writeHead.call(res, 304);
      original.end.call(res);
    };

    /** @type {typeof res.writeHead} */
    res.writeHead = /** @type {any} */ (
      function writeHead(/** @type {number} */ status, /** @type {any[]} */ ...rest) {
        if (res.headersSent) return res;
        res.statusCode = status;
        const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
        if (typeof rest[0] === 'string') res.statusMessage = rest[0];
        if (Array.isArray(headers)) {
          for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
        } else if (headers && typeof headers === 'object') {
          for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
        }
        // A response kept whole (or answered 304) is sent at its end; the others go now.
        const mode = decide();
        if (mode === 'pass' || mode === 'stream') original.writeHead.call(res, status);
        return res;
      }
    );

    res.flushHeaders = function flushHeaders() {
      const mode = decide();
      if (mode === 'pass' || mode === 'stream') original.flushHeaders.call(res);
    };

    /** @type {typeof res.write} */
    res.write = /** @type {any} */ (
      function write(/** @type {any} */ chunk, /** @type {any} */ encodingOrCallback, /** @type {any} */ callback) {
        const mode = decide();
        if (mode === 'pass') return original.write.apply(res, /** @type {any} */ (arguments));
        const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
        const textEncoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
        if (mode !== 'held' && chunk != null && chunk.length !== 0) {
          const utf8 = typeof chunk === 'string' && (!textEncoding || /^utf-?8$/i.test(textEncoding));
          const body = utf8 || Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, textEncoding);
          if (mode === 'keep') chunks.push(body);
          else stream?.write(body);
        }
        if (typeof done === 'function') process.nextTick(done);
        // Never backpressure: what waits is in memory here or in the compressor, and Next's writer would wait for
        // a 'drain' that the socket, not this function, emits.
        return true;
      }
    );

    /** @type {typeof res.end} */
    res.end = /** @type {any} */ (
      function end(/** @type {any} */ chunk, /** @type {any} */ encodingOrCallback, /** @type {any} */ callback) {
        const mode = decide();
        if (mode === 'pass') return original.end.apply(res, /** @type {any} */ (arguments));
        if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
        else if (typeof encodingOrCallback === 'function') callback = encodingOrCallback;
        // The text's encoding only: the callback waits for 'finish', once.
        if (chunk != null) res.write(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined);
        if (typeof callback === 'function') res.once('finish', callback);
        if (mode === 'held') {
          notModified();
          return res;
        }
        if (mode === 'stream') {
          stream?.end();
          return res;
        }
        // Next ends a kept page with one write of the whole body: no copy of it for that.
        const body =
          chunks.length === 1
            ? chunks[0]
            : Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
        chunks.length = 0;
        /** @type {Body} */
        let payload = body;
        // A string's UTF-8 bytes are at least as many as its UTF-16 code units.
        if (encoding && (body.length >= config.minBytes || Buffer.byteLength(body) >= config.minBytes)) {
          const { out, best } = compressed(versionKey(), body, encoding);
          payload = out;
          res.setHeader('Content-Encoding', encoding);
          // A shared cache in front (deploy/nginx, which asks for the browser's encoding) must not keep these bytes
          // for the version's lifetime: the best ones follow within a moment. nginx obeys X-Accel-Expires before
          // Cache-Control, 0 keeps nothing, and it never passes the header on.
          if (!best) res.setHeader('X-Accel-Expires', '0');
        }
        res.setHeader('Content-Length', Buffer.byteLength(payload));
        original.writeHead.call(res, res.statusCode);
        original.end.call(res, payload);
        return res;
      }
    );

    // Next flushes after each chunk it streams (as the `compression` package lets it): the chunks it writes in one
    // turn of the event loop go out as one flushed block.
    Object.defineProperty(res, 'flush', {
      configurable: true,
      value() {
        if (mode !== 'stream' || flushing) return;
        flushing = true;
        setImmediate(() => {
          flushing = false;
          stream?.flush(flushKind);
        });
      },
    });
  }

  return wrapped;
}
