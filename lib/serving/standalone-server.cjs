/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as the Next server.js it stands in for. */
// The standalone server a Node host runs (`node server.js`, which requires this file: standalone.mjs puts it there).
// It is Next's own server, which `next build` writes as server.js and the build renames next-server.js, with two
// changes to how it answers:
// - responses are compressed by compression.mjs (brotli, and what repeats compressed once) instead of by Next's
//   gzip (`compress: false` in next.config.mjs);
// - a page Next has served is served again by page-replay.mjs while the page cache (asked through
//   page-cache/page-cache-state.mjs) serves that same version, and a revalidation of it answered 304 as Next does;
// - a backend list Next has answered (app/api/*) is answered again by list-replay.mjs while the data layer
//   (lib/api/data-policy.ts, through process-state.mjs) would answer with that same list.
// - every answer carries an X-Request-Id (nginx's, or one made here), and every log line written while the request
//   is handled carries it too (request-context.mjs);
// - with METRICS_PORT, each request is counted by route pattern (metrics.mjs), and the process's metrics are served
//   on that port.
// - a visitor's field report (POST /api/vitals) is answered without Next (vitals-endpoint.mjs), and with
//   METRICS_PORT added to the metrics.
// Next's server makes its one HTTP server with http.createServer; this wraps the listener it passes, and changes
// nothing else of how Next starts, listens, keeps connections alive or shuts down.
const http = require('node:http');
const { readdirSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');

// In the build this file is .next/standalone/lib/serving/standalone-server.cjs, two folders below Next's.
const ROOT = join(__dirname, '..', '..');

/** The paths of public/'s files (`/images/logo.svg`), which the server answers as they are. */
function publicFiles() {
  const dir = join(ROOT, 'public');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath ?? entry.path, entry.name))}`);
}

/**
 * With METRICS_PORT: the process's metrics, served on that port, and the route label of a request. Nothing without
 * it, or with a configuration that does not validate: Next's start reports that and stops (lib/server-start.ts).
 */
async function metricsOfThisServer(logLine) {
  let env;
  try {
    env = (await import('../env.mjs')).readEnv();
  } catch (error) {
    if (error?.name === 'ConfigError') return undefined;
    throw error;
  }
  if (env.metricsPort === null) return undefined;
  const { processMetrics, routeLabeller, serveMetrics } = await import('./metrics.mjs');
  const recorder = processMetrics(require('prom-client'), env);
  const manifest = JSON.parse(readFileSync(join(ROOT, '.next', 'routes-manifest.json'), 'utf8'));
  const routeOf = routeLabeller(manifest, publicFiles());
  const host = process.env.HOSTNAME || '127.0.0.1';
  try {
    await serveMetrics(recorder, { port: env.metricsPort, host, createServer: http.createServer });
  } catch (error) {
    logLine('error', 'metrics_port_unavailable', { port: env.metricsPort, reason: error?.code ?? 'listen failed' });
    process.exit(1);
  }
  return { recorder, routeOf };
}

/** The listener with each request's id, and with `metrics` each request counted as it ends. */
function observed(listener, { requestIdOf, withRequestId, REQUEST_ID_HEADER }, metrics) {
  return function identified(req, res) {
    const id = requestIdOf(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, id);
    if (metrics) {
      const started = performance.now();
      const { url = '/', method = 'GET' } = req;
      res.once('finish', () =>
        metrics.recorder.request(metrics.routeOf(url), method, res.statusCode, (performance.now() - started) / 1000),
      );
    }
    return withRequestId(id, listener, req, res);
  };
}

import('./request-context.mjs')
  .then(async (requestContext) =>
    Promise.all([
      import('./compression.mjs'),
      import('./list-replay.mjs'),
      import('./page-replay.mjs'),
      import('./page-cache/page-cache-state.mjs'),
      import('./vitals-endpoint.mjs'),
      requestContext,
      metricsOfThisServer(requestContext.logLine),
    ]),
  )
  .then(
    ([
      { withCompression },
      { withListReplay, listVersion },
      { withPageReplay },
      { pageVersion, pageNotModified },
      { withVitals },
      requestContext,
      metrics,
    ]) => {
      const pageCache = { currentVersion: pageVersion, notModified: pageNotModified };
      const createServer = http.createServer;
      http.createServer = function createCompressingServer(...args) {
        const at = args.findIndex((arg) => typeof arg === 'function');
        if (at >= 0) {
          const served = withCompression(withListReplay(withPageReplay(args[at], pageCache), listVersion));
          args[at] = observed(withVitals(served), requestContext, metrics);
        }
        return createServer.apply(this, args);
      };
      require('../../next-server.js');
    },
  )
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
