// A starting server is warmed before it takes visitors (docs/serving.md#starting). Next listens first and loads
// afterwards: every page's code (about 1.3 s here, in blocks of up to 600 ms), then each page's first request
// compiles and renders what it has not yet run (40–180 ms each). A visitor sent there meanwhile waited for all of it.
//
// Until the warm-up is done, the standalone server (standalone-server.cjs) answers every request 503 with
// `Retry-After: 1`, at once: nginx passes a 503 to another instance (`proxy_next_upstream`, rasi.conf), the rolling
// restart and a service manager wait for /api/health to answer 200, and a browser that came straight here is told to
// try again. The warm-up asks this server for every page of the route table in both languages, a member firm's page,
// a search, a filtered directory and a made-up address, with a secret header that this process made and only it
// knows; then the gate opens, for good.
import { randomUUID } from 'node:crypto';

/** The header the warm-up's own requests carry, with the process's secret. */
export const WARM_UP_HEADER = 'x-rasi-warm-up';

/** What a warm-up asks at most: each request, and all of it. Past either, the server opens as it is. */
export const WARM_UP_REQUEST_MS = 20_000;
export const WARM_UP_MS = 60_000;

/** How many requests a warm-up has in flight: the cores a small host has. */
const WARM_UP_CONCURRENCY = 2;

const STARTING_TEXT =
  'This server is starting and will answer in a moment. Please try again.\n' +
  'இந்தச் சேவையகம் தொடங்குகிறது; சிறிது நேரத்தில் பதில் தரும். மீண்டும் முயலுங்கள்.\n';

/**
 * The addresses a warm-up asks: every page of `pageRoutes` (the route table's paths, lib/vitals/page-routes.mjs) in
 * English and Tamil, and the pages rendered per request. A member firm's page is added once the directory has named
 * one (`memberPath`).
 * @param {readonly string[]} pageRoutes
 * @returns {string[]}
 */
export function warmUpPaths(pageRoutes) {
  const pages = pageRoutes.filter((path) => !path.includes('['));
  const english = [...pages, '/search?q=rasi', '/rasi-members?q=rasi', `/warm-up-${randomUUID()}`];
  return [...english, ...english.map((path) => (path === '/' ? '/ta' : `/ta${path}`))];
}

/** The first member firm's page a directory's HTML links to, or undefined. */
export function memberPath(html) {
  return /href="(\/rasi-members\/[a-z0-9-]+)"/.exec(html)?.[1];
}

/**
 * The gate in front of a request listener. Closed, it answers every request but the warm-up's with 503; `open()`
 * lets everything through from then on.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} listener
 */
export function startingGate(listener, secret = randomUUID()) {
  let open = false;
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  function gated(req, res) {
    if (open || req.headers[WARM_UP_HEADER] === secret) return listener(req, res);
    res.writeHead(503, {
      'Retry-After': '1',
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(STARTING_TEXT),
      Connection: 'close',
    });
    res.end(req.method === 'HEAD' ? undefined : STARTING_TEXT);
    return undefined;
  }
  return {
    listener: gated,
    secret,
    isOpen: () => open,
    open() {
      open = true;
    },
  };
}

/**
 * Asks `origin` for each of `paths` through the gate, `WARM_UP_CONCURRENCY` at a time, and reads each answer whole;
 * adds a member firm's page the directory names. Resolves, never rejects, with what it did: a failed or slow
 * request is counted and the warm-up goes on; past `deadlineMs` it stops asking.
 * @param {{ origin: string, paths: readonly string[], secret: string, requestMs?: number, deadlineMs?: number }} options
 * @returns {Promise<{ requests: number, failed: number, cutShort: boolean, ms: number }>}
 */
export async function warmUp({ origin, paths, secret, requestMs = WARM_UP_REQUEST_MS, deadlineMs = WARM_UP_MS }) {
  const started = performance.now();
  const queue = [...paths];
  let requests = 0;
  let failed = 0;
  let memberAdded = false;
  const late = () => performance.now() - started > deadlineMs;
  const ask = async (path) => {
    requests += 1;
    try {
      const response = await fetch(`${origin}${path}`, {
        // Uncompressed: a compressed answer queues the page's best compression (lib/serving/respond.mjs), and 70 of
        // them would hold back, for tens of seconds on a busy host, the first pages visitors ask for, which nginx
        // keeps only once their best is made.
        headers: { [WARM_UP_HEADER]: secret, 'Accept-Encoding': 'identity' },
        redirect: 'manual',
        signal: AbortSignal.timeout(
          Math.ceil(Math.max(1, Math.min(requestMs, deadlineMs - (performance.now() - started)))),
        ),
      });
      const body = await response.text();
      // A made-up address is meant to be a 404; a 5xx is a page that could not be made.
      if (response.status >= 500) failed += 1;
      if (!memberAdded && /^(\/ta)?\/rasi-members$/.test(path)) {
        const member = memberPath(body);
        if (member) {
          memberAdded = true;
          queue.push(member, `/ta${member}`);
        }
      }
    } catch {
      failed += 1;
    }
  };
  await Promise.all(
    Array.from({ length: WARM_UP_CONCURRENCY }, async () => {
      while (queue.length && !late()) await ask(/** @type {string} */ (queue.shift()));
    }),
  );
  return { requests, failed, cutShort: queue.length > 0, ms: Math.round(performance.now() - started) };
}
