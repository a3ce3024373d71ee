/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as the Next server.js it stands in for. */
// The standalone server a Node host runs (`node server.js`, which requires this file: standalone.mjs puts it there).
// It is Next's own server, which `next build` writes as server.js and the build renames next-server.js. Next makes
// its one HTTP server with http.createServer; this wraps the listener it passes, and changes nothing else of how
// Next starts, listens, keeps connections alive or shuts down. The listener gets:
// - respond.mjs, the one wrapper of the response: 304s from the answer's ETag, and compression;
// - an X-Request-Id on every answer (nginx's, or one made here), carried by every log line written while the request
//   is handled (request-context.mjs);
// - with METRICS_PORT, each request counted by route pattern (metrics.mjs), the metrics served on that port;
// - a visitor's field report (POST /api/vitals) answered before Next (lib/vitals/endpoint.mjs), and with METRICS_PORT
//   added to the metrics;
// - a starting gate (starting-gate.mjs): until the server has asked itself for every page once, a visitor gets a
//   503 with Retry-After at once, where nginx tries another instance, instead of waiting while Next loads.
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

/**
 * Warms the server that has just started listening, through its starting gate (starting-gate.mjs), then opens the
 * gate: visitors meet a server that has loaded and rendered each page once. Logged with what it took; the event-loop
 * delay is measured from here, as the process's time in service.
 */
async function warmThenOpen(server, gate, { warmUp, warmUpPaths }, pageRoutes, { logLine }, metrics) {
  const address = server.address();
  const host = !address || ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address?.port ?? process.env.PORT}`;
  const result = await warmUp({ origin, paths: warmUpPaths(pageRoutes), secret: gate.secret });
  gate.open();
  metrics?.recorder.inService();
  logLine(result.failed || result.cutShort ? 'warn' : 'info', 'server_in_service', {
    warmUpMs: result.ms,
    requests: result.requests,
    failed: result.failed,
    cutShort: result.cutShort,
  });
}

import('./request-context.mjs')
  .then(async (requestContext) =>
    Promise.all([
      import('./respond.mjs'),
      import('../vitals/endpoint.mjs'),
      requestContext,
      metricsOfThisServer(requestContext.logLine),
      import('./starting-gate.mjs'),
      import('../vitals/page-routes.mjs'),
    ]),
  )
  .then(([{ withResponses }, { withVitals }, requestContext, metrics, startingGate, { PAGE_ROUTES }]) => {
    const createServer = http.createServer;
    http.createServer = function createWrappedServer(...args) {
      const at = args.findIndex((arg) => typeof arg === 'function');
      if (at < 0) return createServer.apply(this, args);
      const gate = startingGate.startingGate(args[at]);
      args[at] = observed(withVitals(withResponses(gate.listener)), requestContext, metrics);
      const server = createServer.apply(this, args);
      server.once('listening', () =>
        warmThenOpen(server, gate, startingGate, PAGE_ROUTES, requestContext, metrics).catch((error) => {
          gate.open();
          console.error(error);
        }),
      );
      return server;
    };
    require('../../next-server.js');
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
