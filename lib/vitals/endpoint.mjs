// Visitors' field reports (POST /api/vitals, lib/vitals/field-beacon.mjs), answered by the standalone server without
// Next. Every page view sends one, so they come as often as pages are read, and nginx answers most pages from its
// cache: through Next's route-handler path (routing, web streams) each cost about what a page rendered per request
// does, where here it costs a JSON.parse. The route handler (app/api/vitals) answers the same way under
// `npm run dev`.
//
// The answer is 204 and says nothing of what was kept; 413 for a body over MAX_BEACON_BYTES (refused on its
// Content-Length before any of it is read), 400 for one that is not a report, 403 for one another site's page sent.
// With METRICS_PORT unset the report is checked and dropped. Nothing is logged: not the report, not its sender.
// Only node: modules and the site's plain modules here: the build copies this file beside Next's server.js.
import { MAX_BEACON_BYTES, parseBeacon, recordBeacon, VITALS_PATH } from './field-beacon.mjs';
import { contentSecurityPolicy, CSP_HEADER, SECURITY_HEADERS } from '../security-headers.mjs';
import { metricsRecorder } from '../serving/metrics.mjs';

const HEADERS = Object.freeze({
  'Cache-Control': 'no-store',
  [CSP_HEADER]: contentSecurityPolicy(),
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
});

/**
 * The status for a report before its body is read: 403 when the browser says another site sent it (a page there
 * could otherwise make its visitors' browsers send reports here), 413 when it declares more than MAX_BEACON_BYTES.
 * @param {{ fetchSite: string | null | undefined, contentLength: string | null | undefined }} request
 * @returns {number | undefined}
 */
export function refusedBeforeReading({ fetchSite, contentLength }) {
  if (fetchSite && fetchSite !== 'same-origin') return 403;
  if (contentLength && Number(contentLength) > MAX_BEACON_BYTES) return 413;
  return undefined;
}

/**
 * The status for a report's body, adding it to the metrics when `recorder` is given (METRICS_PORT set).
 * @param {string} text @param {import('../serving/metrics.mjs').MetricsRecorder | undefined} recorder
 */
export function acceptBeacon(text, recorder) {
  const parsed = parseBeacon(text);
  if (!parsed.ok) return 400;
  if (recorder) recordBeacon(parsed.beacon, recorder);
  return 204;
}

/** The request's path is the reports' address (any query is ignored). @param {string} url */
const isVitals = (url) => url === VITALS_PATH || url.startsWith(`${VITALS_PATH}?`);

/**
 * Wraps an HTTP request listener (Next's) so that a POST of a field report is answered here. Other methods go on to
 * Next, whose route handler answers 405.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} listener
 * @param {() => import('../serving/metrics.mjs').MetricsRecorder | undefined} [recorderOf]
 */
export function withVitals(listener, recorderOf = metricsRecorder) {
  return function answeringVitals(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    if (req.method !== 'POST' || !isVitals(req.url ?? '')) return listener(req, res);
    const answer = (/** @type {number} */ status, close = false) => {
      if (res.headersSent) return;
      // A refused body is not read to its end: the connection goes with the answer, not kept for the next request.
      res.writeHead(status, close ? { ...HEADERS, Connection: 'close' } : HEADERS).end();
    };
    const early = refusedBeforeReading({
      fetchSite: /** @type {string | undefined} */ (req.headers['sec-fetch-site']),
      contentLength: req.headers['content-length'],
    });
    if (early) return answer(early, true);
    /** @type {Buffer[]} */
    const chunks = [];
    let received = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      received += chunk.length;
      if (received > MAX_BEACON_BYTES) {
        req.removeAllListeners('data');
        req.pause();
        answer(413, true);
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (received <= MAX_BEACON_BYTES) answer(acceptBeacon(Buffer.concat(chunks).toString('utf8'), recorderOf()));
    });
    req.on('error', () => answer(400, true));
  };
}
