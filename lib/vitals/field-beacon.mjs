// What a visitor's browser reports of its page views and Core Web Vitals (docs/monitoring.md#visitors-phones), and
// the one check of it: the browser's report (field-report.ts) builds it, the standalone server
// (lib/vitals/endpoint.mjs) and the route handler (app/api/vitals) take it. A report carries a language,
// the connection class the browser tells, the route labels of the pages viewed and the vitals of the page as it
// loaded, nothing else; every label a report can add to the metrics is one of a fixed few, so a made-up report adds
// no series.
//
// No imports but the generated route list: the standalone wrapper loads this file beside Next's server.
import { PAGE_ROUTES } from './page-routes.mjs';

export { PAGE_ROUTES };

export const VITALS_PATH = '/api/vitals';
/** A report is a few hundred bytes; anything over this is not one, and is refused before it is read. */
export const MAX_BEACON_BYTES = 2048;
/** Page views in one report: the browser sends its batch early when it has this many. */
export const MAX_VIEWS = 20;
/** The route label of any page that is not in PAGE_ROUTES. */
export const OTHER_ROUTE = 'other';
export const MEMBER_ROUTE = '/rasi-members/[id]';
export const BEACON_LOCALES = Object.freeze(['en', 'ta']);
/** `navigator.connection.effectiveType`'s values; any other is counted as UNKNOWN_CONNECTION. */
export const CONNECTIONS = Object.freeze(['slow-2g', '2g', '3g', '4g']);
export const UNKNOWN_CONNECTION = 'unknown';

/**
 * Each vital's highest plausible value, in the unit web-vitals reports it in (milliseconds; CLS has none), and the
 * factor to the metric's base unit (seconds). A value outside [0, highest] is no measurement: the report is refused.
 */
export const VITALS = Object.freeze({
  LCP: { highest: 300_000, toBase: 0.001 },
  FCP: { highest: 300_000, toBase: 0.001 },
  TTFB: { highest: 300_000, toBase: 0.001 },
  INP: { highest: 60_000, toBase: 0.001 },
  CLS: { highest: 100, toBase: 1 },
});

const KNOWN_ROUTES = new Set(PAGE_ROUTES);
const MEMBER_PAGE = /^\/rasi-members\/[^/]+$/;
/** Longer than any label of PAGE_ROUTES; a longer string is no label. */
const MAX_LABEL_LENGTH = 64;
const KEYS = new Set(['locale', 'connection', 'views', 'load']);

/** The route label of a site path without its language (`/aboutrasi`, `/rasi-members/kaveri-polymers`). */
export function pageRouteOf(/** @type {string} */ path) {
  if (KNOWN_ROUTES.has(path)) return path;
  if (MEMBER_PAGE.test(path)) return MEMBER_ROUTE;
  return OTHER_ROUTE;
}

/** A label from a report as the metrics keep it: one of PAGE_ROUTES, or OTHER_ROUTE. */
export const routeLabel = (/** @type {string} */ route) => (KNOWN_ROUTES.has(route) ? route : OTHER_ROUTE);

const isLabel = (/** @type {unknown} */ value) => typeof value === 'string' && value.length <= MAX_LABEL_LENGTH;
const isObject = (/** @type {unknown} */ value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The vitals of a report's `load` in their base units, or null when one is not a plausible measurement.
 * @param {Record<string, unknown>} load
 */
function vitalsOf(load) {
  /** @type {[string, number][]} */
  const values = [];
  for (const [name, value] of Object.entries(load)) {
    if (name === 'route') continue;
    const vital = Object.hasOwn(VITALS, name) ? VITALS[/** @type {keyof typeof VITALS} */ (name)] : undefined;
    if (!vital || typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > vital.highest)
      return null;
    values.push([name, value * vital.toBase]);
  }
  return values;
}

/**
 * A report's text as what it adds to the metrics, every label bounded, or why it is refused (400). Nothing of what
 * was sent is repeated back.
 * @param {string} text
 * @returns {{ ok: true, beacon: import('./field-beacon.mjs').Beacon } | { ok: false, reason: string }}
 */
export function parseBeacon(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isObject(body) || !Object.keys(body).every((key) => KEYS.has(key))) return { ok: false, reason: 'not a report' };
  const { locale, connection, views = [], load } = body;
  if (!BEACON_LOCALES.includes(locale)) return { ok: false, reason: 'no language' };
  if (connection !== undefined && !isLabel(connection)) return { ok: false, reason: 'bad connection' };
  if (!Array.isArray(views) || views.length > MAX_VIEWS || !views.every(isLabel))
    return { ok: false, reason: 'bad views' };
  let vitals = null;
  if (load !== undefined) {
    if (!isObject(load) || !isLabel(load.route)) return { ok: false, reason: 'bad load' };
    const values = vitalsOf(load);
    if (!values) return { ok: false, reason: 'implausible vitals' };
    if (values.length > 0) vitals = { route: routeLabel(load.route), values };
  }
  if (views.length === 0 && !vitals) return { ok: false, reason: 'empty' };
  return {
    ok: true,
    beacon: {
      locale,
      connection: CONNECTIONS.includes(connection) ? connection : UNKNOWN_CONNECTION,
      views: views.map(routeLabel),
      vitals,
    },
  };
}

/**
 * Adds a checked report to the metrics.
 * @param {import('./field-beacon.mjs').Beacon} beacon
 * @param {import('../serving/metrics.mjs').MetricsRecorder} recorder
 */
export function recordBeacon({ locale, connection, views, vitals }, recorder) {
  for (const route of views) recorder.pageView(route, locale, connection);
  if (vitals) for (const [name, value] of vitals.values) recorder.webVital(name, vitals.route, locale, value);
}
