// Answering a backend list again without Next, while the data layer would answer with the very same list.
//
// A list's route handler (app/api/*, lib/api/data-policy.ts `listResponse`) costs Next's whole route-handler path on
// every request (routing, the app-route module, the Response's body piped through web streams) and a compression
// made for that response alone, though the browser's SWR asks for the same few lists on every page view, focus and
// reconnect. This wrapper keeps, for each list's address, Next's last answer, headers and body, with the version of
// the list it was made from: the data layer's `listVersion` (lib/api/data-policy.ts), a process-wide function
// (./process-state.mjs) that tells which list the route handler would answer with now without calling the backend.
// On the next plain GET of that address it asks again:
// - the same version (the window is open and no publish marked the list since, or the backend failed and the last
//   good list is served until the failure's window ends): the kept answer is written again, with the caching headers
//   the data layer gives now, and compressed once (compression.mjs `sendsAgain`);
// - anything else (the window has passed, a publish, no list yet, a list never served here, any doubt): Next
//   answers, as without this, and its answer is kept when the version was the same before it and after it.
// Only a GET without a query, validators, a range or Next's router headers is answered so: HEAD, OPTIONS, the 405s
// and anything unusual go to Next. Only a 200 with no cookie and no Vary beyond the router headers and
// Accept-Encoding is kept.
// Only node: modules here: the build copies this file beside Next's server.js (standalone.mjs).
import { responseEncoding, sendsAgain } from './compression.mjs';
import { replayable, SENDING, setHeadersOfNow, variesOnlyAsShared } from './page-replay.mjs';
import { processEntry } from './process-state.mjs';

/** Where the lists are: any other address goes straight on. */
const LISTS = '/api/';
/** The headers the data layer gives each answer of a version now (the nginx lifetime changes every second). */
const OF_THE_VERSION = new Set(['cache-control', 'x-accel-expires']);

/**
 * @typedef {{ version: string, headers: Readonly<Record<string, string>> }} ListVersion  which list the route
 *   handler at an address answers with now (the same string for the same list), and the caching headers it gives
 * @typedef {[string, string | number | string[]][]} Headers  names as Next wrote them, values as it set them
 * @typedef {{ version: string, body: Buffer, headers: Headers }} Kept  Next's answer for a version of a list
 */

/**
 * The data layer's version of the list at `path` now, or null: none, not a list, or lib/api not loaded yet.
 * @param {string} path
 * @returns {ListVersion | null}
 */
export function listVersion(path) {
  const current = processEntry('api.list-versions');
  if (typeof current !== 'function') return null;
  try {
    return current(path) ?? null;
  } catch {
    return null;
  }
}

/** A written chunk as bytes of its own. @param {any} chunk @param {any} encoding */
const bytesOf = (chunk, encoding) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
    : Buffer.from(chunk);

/**
 * Next's answer to keep for `version`, or undefined when it is not one to send again.
 * @param {import('node:http').ServerResponse} res @param {Buffer[]} chunks @param {string} version
 * @returns {Kept | undefined}
 */
function answerOf(res, chunks, version) {
  if (res.statusCode !== 200) return undefined;
  const all = res.getHeaders();
  if (all['set-cookie'] !== undefined || !variesOnlyAsShared(all.vary)) return undefined;
  /** @type {Headers} */
  const headers = [];
  for (const name of res.getRawHeaderNames()) {
    const value = all[name.toLowerCase()];
    if (value !== undefined && !SENDING.has(name.toLowerCase())) headers.push([name, value]);
  }
  return { version, body: Buffer.concat(chunks), headers };
}

/**
 * Wraps an HTTP request listener (Next's) so that a list it has answered is answered again without it while the data
 * layer would answer with the same list.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} listener
 * @param {(path: string) => ListVersion | null} [currentVersion]  the data layer's version of a list now
 */
export function withListReplay(listener, currentVersion = listVersion) {
  /** @type {Map<string, Kept>} */
  const lists = new Map();

  /** Lets Next answer; keeps its answer if the list's version was `before` throughout. */
  const pass = (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {string} */ url,
    /** @type {ListVersion} */ before,
  ) => {
    const { write, end } = res;
    /** @type {Buffer[]} */
    const chunks = [];
    res.write = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
        if (chunk != null && chunk.length) chunks.push(bytesOf(chunk, rest[0]));
        return write.call(res, chunk, ...rest);
      }
    );
    res.end = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
        res.write = write;
        res.end = end;
        if (chunk != null && typeof chunk !== 'function' && chunk.length) chunks.push(bytesOf(chunk, rest[0]));
        const after = currentVersion(url);
        const answer = after?.version === before.version ? answerOf(res, chunks, before.version) : undefined;
        if (answer) lists.set(url, answer);
        else lists.delete(url);
        return end.call(res, chunk, ...rest);
      }
    );
    return listener(req, res);
  };

  /** Writes a kept answer, with the caching headers of the version now in place of those it was sent with. */
  const send = (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {Kept} */ kept,
    /** @type {ListVersion} */ version,
  ) => {
    res.statusCode = 200;
    setHeadersOfNow(res, kept.headers, version.headers, OF_THE_VERSION);
    // Compressed, its length is the compression's to set.
    res.setHeader('Content-Length', kept.body.length);
    if (responseEncoding(req)) sendsAgain(res);
    return res.end(kept.body);
  };

  return function replayingLists(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    const url = req.url ?? '';
    if (!url.startsWith(LISTS) || !replayable(req)) return listener(req, res);
    const version = currentVersion(url);
    if (!version) return listener(req, res);
    const kept = lists.get(url);
    if (kept?.version === version.version) return send(req, res, kept, version);
    return pass(req, res, url, version);
  };
}
