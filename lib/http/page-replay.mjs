// Serving a page again without Next, while Next would serve the very same bytes.
//
// A cached page costs Next its whole request path every time: routing (`resolveRoutes`), the app-page handler, the
// page cache's lookup, the response's headers; under load that is most of the server's time for a page it already
// holds (bench/profile.mjs, docs/performance.md). This wrapper keeps, for each address, the last page Next answered
// with a version's ETag (lib/page-cache/cache-handler.mjs), its headers and its body (the very string Next's page
// cache holds). On the next plain request for that address it asks the page cache which version it would serve now
// (`currentVersion`, the lookup a conditional request's 304 already uses): the same version and still fresh, and the
// kept response is written again, with that version's Cache-Control and ETag; anything else (a new version, a stale
// one Next must regenerate, a page this process has not served, any doubt) goes to Next as before, which then serves,
// regenerates and is kept again. A publish (lib/webhook) marks the page stale for the page cache, so the next request
// reaches Next, exactly as without this.
//
// Only what a cache may share is kept and replayed: a GET without a query, validators, a range, Next's router headers
// (RSC payloads, prefetches), middleware or preview headers; a 200 ended with its whole body in one string, with an
// ETag, no cookie, and varying on nothing else than those router headers and Accept-Encoding.
// Only node: modules here and none at all: the build copies this file beside Next's server.js (scripts/run.mjs).

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
/** Headers of the connection or of one sending, and those the version in service gives (its ETag, lifetime). */
const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'x-accel-expires',
]);

export const DEFAULTS = Object.freeze({
  /** Addresses kept, least recently served first out: the site has about 200 pages. */
  maxPages: 1000,
});

/**
 * Whether a request is one a kept page may answer.
 * @param {import('node:http').IncomingMessage} req
 */
export function replayable(req) {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '';
  if (url.charCodeAt(0) !== 47 /* / */ || url.includes('?')) return false;
  const { headers } = req;
  for (const name in headers) if (ROUTER_HEADER.test(name)) return false;
  return !(headers.cookie && PREVIEW_COOKIE.test(headers.cookie));
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
 * @typedef {{ etag: string, [header: string]: string }} Version  the headers of the version in service: its ETag,
 *   Cache-Control and, with the webhook on, how long nginx may keep it
 * @typedef {{ etag: string, headers: [string, string | number | string[]][], body: string }} Kept
 */

/**
 * The response's headers and body to keep, or undefined when it is not a page to replay.
 * @param {import('node:http').ServerResponse} res @param {unknown} body
 * @returns {Kept | undefined}
 */
function toKeep(res, body) {
  if (res.statusCode !== 200 || typeof body !== 'string' || body.length === 0) return undefined;
  const all = res.getHeaders();
  const { etag } = all;
  if (typeof etag !== 'string' || all['set-cookie'] !== undefined) return undefined;
  const vary = Array.isArray(all.vary) ? all.vary.join(',') : String(all.vary ?? '');
  for (const name of vary.toLowerCase().split(',')) {
    const varied = name.trim();
    if (varied && !SHARED_VARY.has(varied)) return undefined;
  }
  /** @type {Kept['headers']} */
  const headers = [];
  for (const [name, value] of Object.entries(all)) {
    // Next's own word on where the page came from: a replay is a hit, whatever the response kept was.
    if (name === 'x-nextjs-cache') headers.push([name, 'HIT']);
    else if (value !== undefined && !NOT_KEPT.has(name)) headers.push([name, value]);
  }
  return { etag, headers, body };
}

/**
 * Wraps an HTTP request listener (Next's) so that a page it has served is served again without it while the page
 * cache still serves that version.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} listener
 * @param {(path: string) => Promise<Version | null>} currentVersion  the page cache's version of a page now, or
 *   null when Next must answer (lib/page-cache/page-cache-state.mjs `pageVersion`)
 * @param {Partial<typeof DEFAULTS>} [settings]
 */
export function withPageReplay(listener, currentVersion, settings = {}) {
  const { maxPages } = { ...DEFAULTS, ...settings };
  /** @type {Map<string, Kept>} */
  const pages = new Map();

  const keep = (/** @type {string} */ url, /** @type {Kept} */ kept) => {
    pages.delete(url);
    pages.set(url, kept);
    if (pages.size > maxPages) pages.delete(/** @type {string} */ (pages.keys().next().value));
  };

  /** Lets Next answer, and keeps what it answers with if that is a page to replay. */
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
        const kept = whole && !res.headersSent ? toKeep(res, chunk) : undefined;
        if (kept) keep(url, kept);
        else if (pages.has(url)) pages.delete(url);
        return end.call(res, chunk, ...rest);
      }
    );
    return listener(req, res);
  };

  return function replaying(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
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
        res.statusCode = 200;
        for (const [name, value] of kept.headers) res.setHeader(name, value);
        for (const name of Object.keys(version)) res.setHeader(name, version[name]);
        res.end(kept.body);
      },
      () => pass(req, res, url),
    );
  };
}
