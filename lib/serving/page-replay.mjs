// Serving a page again without Next, while Next would serve the very same bytes.
//
// A cached page costs Next its whole request path every time: routing (`resolveRoutes`), the app-page handler, the
// page cache's lookup, the response's headers; under load that is most of the server's time for a page it already
// holds (bench/profile.mjs, docs/performance.md). This wrapper keeps, for each address, the last page Next answered
// with a version's ETag (lib/serving/page-cache/cache-handler.mjs), its headers and its body (the very string Next's page
// cache holds). On the next plain request for that address it asks the page cache which version it serves now
// (`currentVersion`, the lookup a conditional request's 304 uses):
// - the same version, fresh: the kept answer is written again, with that version's Cache-Control and ETag;
// - the same version, stale: Next serves it as it is while it regenerates it. One request a second goes to Next,
//   which starts the regeneration (or, after a failed one, starts it again) and answers STALE; the others get that
//   very answer again, so a page's regeneration does not send every visitor through Next meanwhile;
// - anything else (a new version, a page this process has not served, a publish that dropped the page, any doubt):
//   Next answers, as without this, and its answer is kept.
//
// Only what a cache may share is kept and replayed: a GET without a query, validators, a range, Next's router headers
// (RSC payloads, prefetches), middleware or preview headers; a 200 ended with its whole body in one string, with an
// ETag, no cookie, and varying on nothing else than those router headers and Accept-Encoding.
// Only node: modules here: the build copies this file beside Next's server.js (scripts/run.mjs), with compression.mjs.
import { responseEncoding } from './compression.mjs';

/** Request headers that make a response Next's to make: its router's, the proxy's and preview mode's. */
const ROUTER_HEADER = /^(?:rsc|next-|x-middleware|x-nextjs|x-now|range$|if-)/;
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/** What a kept page may vary on: the router headers a replayed request does not have, and the encoding. */
const SHARED_VARY = new Set([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
]);
/** Headers of the connection or of one sending (the request's id: standalone-server.cjs). */
export const SENDING = new Set([
  'x-request-id',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
]);
/** Those the version in service gives a fresh page: its ETag and lifetimes, for nginx too. */
const OF_THE_VERSION = new Set(['etag', 'cache-control', 'x-accel-expires']);
/** How often a request for a stale page goes to Next, which regenerates it; the others get its stale answer again. */
const STALE_PASS_MS = 1000;

export const DEFAULTS = Object.freeze({
  /** Addresses kept, least recently served first out: the site has about 200 pages. */
  maxPages: 1000,
});

/**
 * Sets a kept answer's headers on `res`, in the order Next wrote them, but those `ofTheVersion` names, which take
 * their value now (`now`), or are left out when `now` has none; then the rest of `now`. For the page replay's 304s
 * and the list replay.
 * @param {import('node:http').ServerResponse} res @param {Headers} kept
 * @param {Readonly<Record<string, string>>} now @param {ReadonlySet<string>} ofTheVersion
 */
export function setHeadersOfNow(res, kept, now, ofTheVersion) {
  const current = new Map(Object.entries(now).map(([name, value]) => [name.toLowerCase(), value]));
  for (const [name, value] of kept) {
    const lower = name.toLowerCase();
    if (!ofTheVersion.has(lower)) res.setHeader(name, value);
    else if (current.has(lower)) res.setHeader(name, /** @type {string} */ (current.get(lower)));
  }
  for (const [name, value] of Object.entries(now)) if (!res.hasHeader(name)) res.setHeader(name, value);
}

/**
 * Whether a request is one a kept page may answer.
 * @param {import('node:http').IncomingMessage} req
 */
export function replayable(req) {
  return plain(req, false);
}

/**
 * Whether a request is a revalidation a kept 304 may answer: a plain GET but for its If-None-Match, as nginx sends
 * when its copy of a page has expired (proxy_cache_revalidate) and a browser when it holds the page.
 * @param {import('node:http').IncomingMessage} req
 */
export function revalidation(req) {
  return req.headers['if-none-match'] !== undefined && plain(req, true);
}

/** @param {import('node:http').IncomingMessage} req @param {boolean} ifNoneMatch whether If-None-Match may be there */
function plain(req, ifNoneMatch) {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '';
  if (url.charCodeAt(0) !== 47 /* / */ || url.includes('?')) return false;
  const { headers } = req;
  for (const name in headers) if (ROUTER_HEADER.test(name) && !(ifNoneMatch && name === 'if-none-match')) return false;
  return !(headers.cookie && PREVIEW_COOKIE.test(headers.cookie));
}

/**
 * Whether a response with this Vary may be kept and sent again to a request without Next's router headers: it varies
 * on nothing else than those and Accept-Encoding.
 * @param {string | number | string[] | undefined} value
 */
export function variesOnlyAsShared(value) {
  const vary = Array.isArray(value) ? value.join(',') : String(value ?? '');
  for (const name of vary.toLowerCase().split(',')) {
    const varied = name.trim();
    if (varied && !SHARED_VARY.has(varied)) return false;
  }
  return true;
}

/** The page path an address names, as the page cache knows it, or undefined. @param {string} url */
function pathOf(url) {
  try {
    return decodeURIComponent(url);
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{ etag: string, stale: boolean, headers: Readonly<Record<string, string>> }} Version  the version the page
 *   cache serves now: its ETag, whether it is stale, and the headers that name it (ETag, Cache-Control and, with the
 *   webhook on, how long nginx may keep it)
 * @typedef {[string, string | number | string[]][]} Headers  names as Next wrote them, values as it set them
 * @typedef {{ etag: string, body: string, bytes?: Buffer, headers: Headers,
 *   stale?: { headers: Headers, at: number } }} Kept  a page's answer: its body (and, once asked for without
 *   compression, its bytes), its headers but those of the version, and Next's STALE answer while it regenerates it
 */

/**
 * Next's answer to keep, or undefined when it is not a page to replay: its ETag, body, its headers as a fresh page
 * gets them again (`x-nextjs-cache: HIT`, without those of the version), and whether Next answered STALE, with the
 * headers it sent then.
 * @param {import('node:http').ServerResponse} res @param {unknown} body
 */
function answerOf(res, body) {
  if (res.statusCode !== 200 || typeof body !== 'string' || body.length === 0) return undefined;
  const all = res.getHeaders();
  const { etag } = all;
  if (typeof etag !== 'string' || all['set-cookie'] !== undefined) return undefined;
  if (!variesOnlyAsShared(all.vary)) return undefined;
  /** @type {Headers} */
  const fresh = [];
  /** @type {Headers} */
  const sent = [];
  // Each name as Next wrote it (getHeaders() gives them in lower case).
  for (const name of res.getRawHeaderNames()) {
    const lower = name.toLowerCase();
    const value = all[lower];
    if (value === undefined || SENDING.has(lower)) continue;
    sent.push([name, value]);
    // A replay of a fresh page is a hit, whatever the answer kept was.
    if (lower === 'x-nextjs-cache') fresh.push([name, 'HIT']);
    else if (!OF_THE_VERSION.has(lower)) fresh.push([name, value]);
  }
  return { etag, body, headers: fresh, stale: all['x-nextjs-cache'] === 'STALE' ? sent : undefined };
}

/**
 * The headers of Next's 304 to answer the same address's revalidations with (those of the version, ETag,
 * Cache-Control and the nginx lifetime, as the page cache gives them each time); undefined with a cookie.
 * @param {import('node:http').ServerResponse} res
 * @returns {Headers | undefined}
 */
function notModifiedOf(res) {
  const all = res.getHeaders();
  if (all['set-cookie'] !== undefined) return undefined;
  /** @type {Headers} */
  const headers = [];
  for (const name of res.getRawHeaderNames()) {
    const lower = name.toLowerCase();
    const value = all[lower];
    if (value !== undefined && !SENDING.has(lower)) headers.push([name, value]);
  }
  return headers;
}

/**
 * Wraps an HTTP request listener (Next's) so that a page it has served is served again without it while the page
 * cache still serves that version, and a revalidation of it answered 304 as Next answers it.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} listener
 * @param {{
 *   currentVersion: (path: string) => Promise<Version | null>,
 *   notModified: (path: string, request: { 'if-none-match'?: string, 'cache-control'?: string }) =>
 *     Promise<Readonly<Record<string, string>> | null>,
 * }} pageCache  the page cache's version of a page now, or null when it has none, and the headers of a 304 for a
 *   conditional request of it, or null when the page must be served (lib/serving/page-cache/page-cache-state.mjs
 *   `pageVersion` and `pageNotModified`, which proxy.ts answers 304s with)
 * @param {Partial<typeof DEFAULTS>} [settings]
 */
export function withPageReplay(listener, { currentVersion, notModified }, settings = {}) {
  const { maxPages } = { ...DEFAULTS, ...settings };
  /** @type {Map<string, Kept>} */
  const pages = new Map();
  /** The headers of Next's latest 304 for each address, but those of the version. @type {Map<string, Headers>} */
  const notModifiedHeaders = new Map();

  const keep = (/** @type {string} */ url, /** @type {Kept} */ kept) => {
    pages.delete(url);
    pages.set(url, kept);
    if (pages.size > maxPages) pages.delete(/** @type {string} */ (pages.keys().next().value));
  };

  /** Keeps Next's answer for `url`, or forgets what was kept when that answer is not a page to replay. */
  const remember = (/** @type {string} */ url, /** @type {ReturnType<typeof answerOf>} */ answer) => {
    if (!answer) {
      pages.delete(url);
      return;
    }
    const { etag, body, headers, stale } = answer;
    const known = pages.get(url);
    // The same version again keeps its bytes; a STALE answer is what the others get while it regenerates.
    /** @type {Kept} */
    const kept = known?.etag === etag && known.body === body ? known : { etag, body, headers };
    if (stale) kept.stale = { headers: stale, at: Date.now() };
    keep(url, kept);
  };

  /** Lets Next answer, and keeps its answer if it is a page to replay. */
  const pass = (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {string} */ url,
  ) => {
    const { writeHead, write, end } = res;
    // A response Next writes in parts, or whose headers it gives to writeHead, is not one sendRenderResult made
    // from a cached page: left alone.
    let whole = true;
    res.writeHead = /** @type {any} */ (
      function (/** @type {any[]} */ ...args) {
        whole = false;
        return writeHead.apply(res, /** @type {any} */ (args));
      }
    );
    res.write = /** @type {any} */ (
      function (/** @type {any[]} */ ...args) {
        whole = false;
        return write.apply(res, /** @type {any} */ (args));
      }
    );
    res.end = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
        res.writeHead = writeHead;
        res.write = write;
        res.end = end;
        remember(url, whole && !res.headersSent ? answerOf(res, chunk) : undefined);
        return end.call(res, chunk, ...rest);
      }
    );
    return listener(req, res);
  };

  /**
   * Writes a kept page with `headers`, then `extra`. Its body goes as the string Next's cache holds when the response
   * is compressed (compression.mjs finds its compressed bytes by that string), else as bytes made once: Node encodes
   * a string on every write, slowly when V8 holds it as UTF-16, as it may a page once written in Tamil.
   */
  const send = (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {Kept} */ kept,
    /** @type {Headers} */ headers,
    /** @type {Readonly<Record<string, string>>} */ extra,
  ) => {
    res.statusCode = 200;
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const name of Object.keys(extra)) res.setHeader(name, extra[name]);
    if (responseEncoding(req)) return res.end(kept.body);
    kept.bytes ??= Buffer.from(kept.body);
    res.setHeader('Content-Length', kept.bytes.length);
    return res.end(kept.bytes);
  };

  /** Lets Next answer a revalidation, and keeps the headers of its 304, if it gives one. */
  const passRevalidation = (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {string} */ url,
  ) => {
    const { writeHead, end } = res;
    // Headers given to writeHead are not all in getHeaders(); flushHeaders() calls it with the status alone.
    let whole = true;
    res.writeHead = /** @type {any} */ (
      function (/** @type {any[]} */ ...args) {
        if (args.some((arg) => typeof arg === 'object' && arg !== null)) whole = false;
        return writeHead.apply(res, /** @type {any} */ (args));
      }
    );
    res.end = /** @type {any} */ (
      function (/** @type {any[]} */ ...args) {
        res.writeHead = writeHead;
        res.end = end;
        // Next sends a proxy's 304 as an empty body stream: its headers flushed, then an end().
        const headers = whole && res.statusCode === 304 ? notModifiedOf(res) : undefined;
        if (headers) {
          notModifiedHeaders.delete(url);
          notModifiedHeaders.set(url, headers);
          if (notModifiedHeaders.size > maxPages)
            notModifiedHeaders.delete(/** @type {string} */ (notModifiedHeaders.keys().next().value));
        }
        return end.apply(res, /** @type {any} */ (args));
      }
    );
    return listener(req, res);
  };

  /**
   * A revalidation of a page (nginx's when its copy expires, a browser's): once Next has answered one for this
   * address with a 304, the page cache's own answer (the proxy's: fresh and the visitor's version, or not) is given
   * here, a 304 with the headers of Next's and those of the version now; anything else goes to Next.
   */
  const revalidate = (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    const url = /** @type {string} */ (req.url);
    const path = pathOf(url);
    const known = notModifiedHeaders.get(url);
    if (path === undefined || !known) return passRevalidation(req, res, url);
    const request = { 'if-none-match': String(req.headers['if-none-match']) };
    const cacheControl = req.headers['cache-control'];
    notModified(path, cacheControl === undefined ? request : { ...request, 'cache-control': cacheControl }).then(
      (headers) => {
        if (res.destroyed) return;
        if (!headers) return passRevalidation(req, res, url);
        res.statusCode = 304;
        setHeadersOfNow(res, known, headers, OF_THE_VERSION);
        res.end();
      },
      () => passRevalidation(req, res, url),
    );
  };

  return function replaying(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    if (revalidation(req)) return revalidate(req, res);
    if (!replayable(req)) return listener(req, res);
    const url = /** @type {string} */ (req.url);
    const path = pathOf(url);
    if (path === undefined) return listener(req, res);
    const kept = pages.get(url);
    if (!kept) return pass(req, res, url);
    currentVersion(path).then(
      (version) => {
        if (res.destroyed) return;
        if (!version || version.etag !== kept.etag) return pass(req, res, url);
        keep(url, kept);
        if (!version.stale) return send(req, res, kept, kept.headers, version.headers);
        const { stale } = kept;
        if (!stale || Date.now() - stale.at >= STALE_PASS_MS) return pass(req, res, url);
        // Only the nginx lifetime is the version's own now: it changes every second.
        const nginx = version.headers['x-accel-expires'];
        return send(req, res, kept, stale.headers, nginx ? { 'x-accel-expires': nginx } : {});
      },
      () => pass(req, res, url),
    );
  };
}
