// Prometheus metrics (docs/monitoring.md). With METRICS_PORT set, the standalone server (standalone-server.cjs)
// makes one registry for the process (lib/process-state.mjs) and serves it at /metrics on that port, never on the site's;
// the page cache, the data layer (lib/api/call-telemetry.ts), the webhook and visitors' field reports
// (lib/vitals/endpoint.mjs) add to it through `metricsRecorder()`,
// which is undefined when the metrics are off, so that they then cost a property read. prom-client is handed in by
// the server, never imported here: Next's bundles import this file, and must not carry a second copy of it.
//
// The names and labels are a contract with deploy/monitoring/ (its test checks every name there against these).
import { processEntry, processWide } from '../process-state.mjs';

export const METRICS_PATH = '/metrics';

/** The `route` of every address that is no route of the site: made-up addresses add no series. */
export const UNKNOWN_ROUTE = 'unknown';

/**
 * The field reports' histograms (lib/vitals/field-beacon.mjs), by web-vitals' name: each one's buckets put a bound on
 * Google's thresholds of "good" and "poor" (LCP 2.5 and 4 s, INP 200 and 500 ms, CLS 0.1 and 0.25, FCP 1.8 and 3 s,
 * TTFB 0.8 and 1.8 s), so that the share of page views on either side of each is exact, and p75 is read between
 * near bounds. Few buckets: each is a series per page and language.
 */
const WEB_VITALS = Object.freeze({
  LCP: {
    name: 'rasi_web_vitals_lcp_seconds',
    what: 'Largest Contentful Paint',
    buckets: [1, 1.5, 2, 2.5, 3, 4, 6, 10, 20],
  },
  INP: {
    name: 'rasi_web_vitals_inp_seconds',
    what: 'Interaction to Next Paint',
    buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
  },
  CLS: {
    name: 'rasi_web_vitals_cls',
    what: 'Cumulative Layout Shift (no unit)',
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  },
  FCP: {
    name: 'rasi_web_vitals_fcp_seconds',
    what: 'First Contentful Paint',
    buckets: [0.5, 1, 1.4, 1.8, 2.4, 3, 5, 10],
  },
  TTFB: {
    name: 'rasi_web_vitals_ttfb_seconds',
    what: 'Time to First Byte',
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
  },
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** @returns {import('./metrics.mjs').MetricsRecorder | undefined} */
export function metricsRecorder() {
  return /** @type {any} */ (processEntry('metrics'));
}

/**
 * The process's recorder, made with `client` (prom-client) the first time: a registry with the process and Node
 * metrics and the site's own.
 * @param {typeof import('prom-client')} client @param {{ revalidateSeconds: number }} options
 * @returns {import('./metrics.mjs').MetricsRecorder}
 */
export function processMetrics(client, options) {
  return processWide('metrics', () => createMetrics(client, options));
}

/**
 * A new registry and its recorder. For the server, through `processMetrics`; a test makes its own.
 * @param {typeof import('prom-client')} client @param {{ revalidateSeconds: number }} options
 * @returns {import('./metrics.mjs').MetricsRecorder}
 */
export function createMetrics(client, { revalidateSeconds }) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  // prom-client's defaults have the heap and external memory, not the array buffers within the latter: the Buffers
  // of answers, compressions and Redis replies, where a leak of responses shows first.
  new client.Gauge({
    name: 'rasi_process_array_buffers_bytes',
    help: 'Memory of ArrayBuffers and Buffers (part of nodejs_external_memory_bytes), from process.memoryUsage().',
    registers,
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  const httpRequests = new client.Counter({
    name: 'rasi_http_requests_total',
    help: 'Requests answered, by route pattern ("unknown" for any other address), method and status.',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const httpDuration = new client.Histogram({
    name: 'rasi_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route pattern and method.',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const upstreamRequests = new client.Counter({
    name: 'rasi_upstream_requests_total',
    help: 'Calls to the backend, by call and outcome (ok, or the failure kind of lib/api/client.ts: timeout, network_error, http_5xx, http_error, bad_status, invalid_json, too_large, no_list, invalid_call).',
    labelNames: ['call', 'outcome'],
    registers,
  });
  const upstreamDuration = new client.Histogram({
    name: 'rasi_upstream_request_duration_seconds',
    help: 'Time a backend call took, answered or failed, by call.',
    labelNames: ['call'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  const upstreamLastSuccess = new client.Gauge({
    name: 'rasi_upstream_last_success_timestamp_seconds',
    help: 'When each call last succeeded (Unix seconds): the age of the data visitors see is now minus this.',
    labelNames: ['call'],
    registers,
  });
  const upstreamUp = new client.Gauge({
    name: 'rasi_upstream_up',
    help: "1 while a call's latest attempt succeeded, 0 while it failed (then the last good data is served).",
    labelNames: ['call'],
    registers,
  });
  const revalidateWindow = new client.Gauge({
    name: 'rasi_revalidate_window_seconds',
    help: 'REVALIDATE_SECONDS: how long backend data stays fresh.',
    registers,
  });
  revalidateWindow.set(revalidateSeconds);
  const pageCacheLookups = new client.Counter({
    name: 'rasi_page_cache_lookups_total',
    help: 'Pages looked up in the page cache, by store (redis, local) and result (hit, stale, miss).',
    labelNames: ['store', 'result'],
    registers,
  });
  const pageCacheRegenerations = new client.Counter({
    name: 'rasi_page_cache_regenerations_total',
    help: 'Pages rendered and stored in the page cache by this instance.',
    registers,
  });
  const webhookRequests = new client.Counter({
    name: 'rasi_webhook_requests_total',
    help: 'Calls of the revalidation webhook, by outcome: accepted, or why it was refused.',
    labelNames: ['outcome'],
    registers,
  });

  const webVitals = new Map(
    Object.entries(WEB_VITALS).map(([vital, { name, what, buckets }]) => [
      vital,
      new client.Histogram({
        name,
        help: `${what} measured by visitors' browsers as each page loaded, by route label (the route table's, "other" for any other page) and language.`,
        labelNames: ['route', 'locale'],
        buckets,
        registers,
      }),
    ]),
  );
  const pageViews = new client.Counter({
    name: 'rasi_page_views_total',
    help: "Page views reported by visitors' browsers, each navigation one, by route label and language.",
    labelNames: ['route', 'locale'],
    registers,
  });
  const pageViewConnections = new client.Counter({
    name: 'rasi_page_views_by_connection_total',
    help: "Page views reported by visitors' browsers, by the connection class the browser tells (slow-2g, 2g, 3g, 4g, unknown).",
    labelNames: ['connection'],
    registers,
  });

  // Each field report's series by its labels, as for requests below: a report adds up to seven observations, and
  // prom-client would hash the labels of each again. Bounded as the labels are (field-beacon.mjs).
  /** @type {Map<object, Map<string, any>>} */
  const reportChildren = new Map();
  /** @param {any} metric @param {string} key @param {string[]} labels */
  const reportSeries = (metric, key, ...labels) => {
    let children = reportChildren.get(metric);
    if (!children) reportChildren.set(metric, (children = new Map()));
    let child = children.get(key);
    if (!child) children.set(key, (child = metric.labels(...labels)));
    return child;
  };

  // route, method and status → their series: prom-client would hash the labels of each request again.
  /** @type {Map<string, [import('prom-client').Counter.Internal<string>, import('prom-client').Histogram.Internal<string>]>} */
  const series = new Map();

  return {
    registry,
    request(route, method, status, seconds) {
      const verb = METHODS.has(method) ? method : 'OTHER';
      const key = `${route} ${verb} ${status}`;
      let pair = series.get(key);
      if (!pair) {
        pair = [httpRequests.labels(route, verb, String(status)), httpDuration.labels(route, verb)];
        series.set(key, pair);
      }
      pair[0].inc();
      pair[1].observe(seconds);
    },
    upstream(call, outcome, seconds) {
      upstreamRequests.labels(call, outcome).inc();
      upstreamDuration.labels(call).observe(seconds);
      upstreamUp.labels(call).set(outcome === 'ok' ? 1 : 0);
      if (outcome === 'ok') upstreamLastSuccess.labels(call).set(Date.now() / 1000);
    },
    pageCacheLookup(store, result) {
      pageCacheLookups.labels(store, result).inc();
    },
    pageCacheRegeneration() {
      pageCacheRegenerations.inc();
    },
    webhook(outcome) {
      webhookRequests.labels(outcome).inc();
    },
    pageView(route, locale, connection) {
      reportSeries(pageViews, `${route} ${locale}`, route, locale).inc();
      reportSeries(pageViewConnections, connection, connection).inc();
    },
    webVital(name, route, locale, value) {
      const histogram = webVitals.get(name);
      if (histogram) reportSeries(histogram, `${route} ${locale}`, route, locale).observe(value);
    },
    inService() {
      // prom-client reads its event-loop delay histogram and empties it when this gauge is collected: what the
      // process did while it loaded and warmed, before any visitor could be answered, is left out of the next scrape.
      void registry.getSingleMetric('nodejs_eventloop_lag_seconds')?.get();
    },
  };
}

/**
 * The route label of a request: its route's pattern as Next's build names it (its routes manifest: `/aboutrasi`,
 * `/ta/aboutrasi`, `/rasi-members/[id]`, `/api/notifications`), one label for the build's static files and one for
 * the files of public/, and UNKNOWN_ROUTE for anything else.
 * @param {{ staticRoutes: { page: string }[], dynamicRoutes: { page: string, regex: string }[] }} manifest
 * @param {Iterable<string>} publicFiles  the paths of public/'s files, as `/images/logo.svg`
 * @returns {(url: string) => string}
 */
export function routeLabeller(manifest, publicFiles) {
  const exact = new Map(manifest.staticRoutes.map(({ page }) => [page, page]));
  for (const path of publicFiles) exact.set(path, '/[public file]');
  exact.set('/_next/image', '/_next/image');
  const patterns = manifest.dynamicRoutes.map(({ page, regex }) => /** @type {const} */ ([new RegExp(regex), page]));
  const match = (/** @type {string} */ path) => {
    const known = exact.get(path);
    if (known) return known;
    if (path.startsWith('/_next/static/')) return '/_next/static/[...path]';
    for (const [pattern, page] of patterns) if (pattern.test(path)) return page;
    return undefined;
  };
  return (url) => {
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    let route = match(path);
    // `/vision%26mission` is `/vision&mission` to the proxy.
    if (!route && path.includes('%')) {
      try {
        route = match(decodeURIComponent(path));
      } catch {
        // Not an address of ours either.
      }
    }
    return route ?? UNKNOWN_ROUTE;
  };
}

/**
 * Serves the registry's text at /metrics, and 404 for anything else, on `port` and `host`; resolves once listening.
 * @param {import('./metrics.mjs').MetricsRecorder} recorder
 * @param {{ port: number, host: string, createServer: typeof import('node:http').createServer }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveMetrics(recorder, { port, host, createServer }) {
  const server = createServer((req, res) => {
    if (req.url?.split('?')[0] !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    recorder.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': recorder.registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => res.writeHead(500).end(),
    );
  });
  // The site's own server keeps the process alive, and stops it; this one must not hold it open.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
