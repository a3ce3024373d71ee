// Response compression for the standalone server, in place of Next's own (`compress: false` in next.config.mjs):
// Next's is gzip only, made again for every response. Here:
// - brotli for the browsers that accept it (all current ones), gzip for the others, nothing for a client that asks
//   for neither (the benchmark's wrk, nginx in deploy/, which compresses itself);
// - a response that will be sent again byte for byte (a page version from the page cache, which carries an ETag;
//   an immutable static file) is compressed once at the highest setting, in the background, and then served from
//   memory. Brotli 11 makes the HTML of a text page about 16 % smaller than gzip (/aboutrasi 14.0 → 11.8 KB), which
//   brings it with its headers into the first 14.6 KB a new connection may send before it waits a round trip.
//   What is kept is found by the request (address, encoding, the headers the response varies on) and served only
//   for the very body it was made from, which is kept with it and compared. Next hands a cached page to every request
//   as the same string, so that comparison is one pointer's, where hashing each body (made bytes first) cost 6 % of
//   the server's time on /aboutrasi (bench/profile.mjs);
// - everything else (a page rendered per request, a route handler's JSON) is compressed as it streams, with a
//   fast setting, and flushed chunk by chunk so that a streamed page's first bytes are not held back.
// Only node: modules here: the build copies this file beside Next's server.js (scripts/run.mjs), where
// node_modules holds only what Next's own files need.
import zlib from 'node:zlib';

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|json|xml|x-component|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

export const DEFAULTS = Object.freeze({
  /** Below this many bytes compression gains less than its headers cost. */
  minBytes: 1024,
  /**
   * Bytes of responses kept in memory, compressed and as they came (counted for each, though a page's body is the
   * very string Next's own page cache holds), least recently used first out.
   */
  memoBytes: 64 * 1024 * 1024,
  /** Responses waiting for their best compression; past this, new ones are skipped. */
  maxQueued: 256,
  /** Settings for what is compressed while the visitor waits, and for what is kept. */
  fast: { br: 5, gzip: 6 },
  best: { br: 11, gzip: 9 },
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
export function responseEncoding(req) {
  return req.method === 'HEAD' || req.headers.range ? null : negotiate(req.headers['accept-encoding']);
}

/** Responses whose writer sends the same bytes again for every request, though they carry no ETag (sendsAgain). */
const SENT_AGAIN = new WeakSet();

/**
 * Says that `res` is an answer its writer sends again byte for byte (a list answered without Next, list-replay.mjs):
 * its body is then compressed once at the best setting and kept, as a page version's is.
 * @param {import('node:http').ServerResponse} res
 */
export function sendsAgain(res) {
  SENT_AGAIN.add(res);
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
    /** @param {number} level */
    options: (level) => ({ level }),
  },
};

/** @typedef {string | Buffer} Body  a response's body as it was written: one string, or bytes */
/** @typedef {{ source: Body, out: Buffer, bytes: number }} Kept  a body and its best compression */

/** Whether two bodies are the same bytes; a string body is text written as UTF-8 (write() turns other text to bytes). */
function sameBody(/** @type {Body} */ a, /** @type {Body} */ b) {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.equals(b);
}

/** A byte-bounded map, least recently used first out. */
class Memo {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, Kept>} */
    this.entries = new Map();
  }

  /** @param {string} key */
  get(key) {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** @param {string} key @param {Kept} value */
  set(key, value) {
    if (value.bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.bytes;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }
}

/**
 * Wraps an HTTP request listener so that its responses go out compressed.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} listener
 * @param {Partial<typeof DEFAULTS>} [settings]
 */
export function withCompression(listener, settings = {}) {
  const config = { ...DEFAULTS, ...settings };
  const memo = new Memo(config.memoBytes);
  /** @type {Map<string, { source: Body, body: Buffer, encoding: 'br' | 'gzip', fast: Buffer }>} */
  const queue = new Map();
  let working = false;

  // One best-quality compression at a time, on libuv's thread pool: a new build's first visitors start a few
  // dozen, and they must leave the event loop and the other core to the visitors.
  const work = () => {
    if (working) return;
    const next = queue.entries().next();
    if (next.done) return;
    const [key, { source, body, encoding }] = next.value;
    working = true;
    const done = (/** @type {Error | null} */ error, /** @type {Buffer} */ out) => {
      queue.delete(key);
      working = false;
      if (!error) memo.set(key, { source, out, bytes: body.length + out.length });
      work();
    };
    const codec = CODECS[encoding];
    codec.async(body, codec.options(config.best[encoding], body.length), done);
  };

  /**
   * `source` compressed: its best compression when it is the very body kept under `key`, else a fast one, and its
   * best one made in the background to be kept under `key` in place of what was (an earlier version of a page).
   * The fast one is made once and waits with the body: a page regenerated while visitors keep coming is asked for
   * hundreds of times before its best compression is done (100–300 ms for 100 KB), and a fast compression for each
   * (2–3 ms on the event loop) had held every request behind it: the bench's /gallery p99 at 2× the floor's.
   * @param {string} key @param {Body} source @param {'br' | 'gzip'} encoding
   * @returns {{ out: Buffer, best: boolean }}
   */
  const compressed = (key, source, encoding) => {
    const kept = memo.get(key);
    if (kept && sameBody(kept.source, source)) return { out: kept.out, best: true };
    const waiting = queue.get(key);
    if (waiting && sameBody(waiting.source, source)) return { out: waiting.fast, best: false };
    // Bytes of its own: what the server wrote may be a buffer it fills again.
    const body = Buffer.from(/** @type {any} */ (source));
    const codec = CODECS[encoding];
    const fast = codec.sync(body, codec.options(config.fast[encoding], body.length));
    if (!waiting && queue.size < config.maxQueued) {
      queue.set(key, { source: typeof source === 'string' ? source : body, body, encoding, fast });
      setImmediate(work);
    }
    return { out: fast, best: false };
  };

  const wrapped = (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    const encoding = responseEncoding(req);
    if (encoding) intercept(req, res, encoding);
    return listener(req, res);
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {'br' | 'gzip'} encoding
   */
  function intercept(req, res, encoding) {
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
    /** @type {'pass' | 'keep' | 'stream' | undefined} */
    let mode;
    /** @type {Body[]} */
    const chunks = [];
    /** @type {zlib.Gzip | zlib.BrotliCompress | undefined} */
    let stream;

    const header = (/** @type {string} */ name) => {
      const value = res.getHeader(name);
      return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
    };

    // Where a kept response is found again: what a cache keys a response by (its address and the request headers
    // it varies on), and the encoding.
    const keyOf = () => {
      let key = `${encoding} ${req.url}`;
      for (const name of header('vary').toLowerCase().split(',')) {
        const varied = name.trim();
        if (varied && varied !== 'accept-encoding') key += `\n${varied}: ${req.headers[varied] ?? ''}`;
      }
      return key;
    };

    const decide = () => {
      if (mode) return mode;
      const type = header('content-type');
      const length = header('content-length');
      const status = res.statusCode;
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
      // Sent again byte for byte: a version of a page (its ETag), a file that never changes, or what its writer says
      // it sends again (a list's answer, replayed while its data is unchanged). Only a 200 at an
      // address without a query, a set the site bounds: the best setting costs a hundred times the fast one, and
      // anyone can make up a new query or a new unknown path (a 404) to ask for.
      const repeats =
        status === 200 &&
        !(req.url ?? '').includes('?') &&
        (!!header('etag') || /\bimmutable\b/i.test(header('cache-control')) || SENT_AGAIN.has(res));
      if (repeats) return (mode = 'keep');
      res.removeHeader('Content-Length');
      res.setHeader('Content-Encoding', encoding);
      const codec = CODECS[encoding];
      stream = codec.stream(codec.options(config.fast[encoding]));
      stream.on('data', (data) => original.write.call(res, data));
      stream.on('end', () => original.end.call(res));
      stream.on('error', () => res.destroy());
      res.once('close', () => stream?.destroy());
      return (mode = 'stream');
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
        // A response kept whole is sent at its end, with its length; the others go now.
        if (decide() !== 'keep') original.writeHead.call(res, status);
        return res;
      }
    );

    res.flushHeaders = function flushHeaders() {
      if (decide() !== 'keep') original.flushHeaders.call(res);
    };

    /** @type {typeof res.write} */
    res.write = /** @type {any} */ (
      function write(/** @type {any} */ chunk, /** @type {any} */ encodingOrCallback, /** @type {any} */ callback) {
        const mode = decide();
        if (mode === 'pass') return original.write.apply(res, /** @type {any} */ (arguments));
        const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
        const textEncoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
        if (chunk != null && chunk.length !== 0) {
          // A page's HTML stays the string it came as: the one Next's page cache holds, compared by reference.
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
        if (body.length >= config.minBytes || Buffer.byteLength(body) >= config.minBytes) {
          const { out, best } = compressed(keyOf(), body, encoding);
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

    // Next flushes after each chunk it streams (as the `compression` package lets it).
    Object.defineProperty(res, 'flush', {
      configurable: true,
      value() {
        if (mode === 'stream') stream?.flush();
      },
    });
  }

  return wrapped;
}
