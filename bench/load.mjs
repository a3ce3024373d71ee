// Load and soak test of the production build, on loopback only. Expects `npm run build` to have run.
//
//   npm run load                                  60 s at 64 connections across /, /aboutrasi, /gallery, /api/banners
//   npm run load -- --soak                        10 minutes after a 30 s warm-up, with the server memory before/after
//   npm run load -- --duration 5 --connections 8 --timeout 30
//                                                 a short smoke (npm test), patient with a busy machine
//
// It starts the demo backend (in a process of its own) and the standalone server (a private copy of it) on free
// loopback ports, runs one autocannon instance per path in parallel, prints requests/s, latency percentiles, errors
// and non-2xx answers, and exits non-zero on any error or non-2xx answer, or (soak) when the median of the server's
// resident memory over the last minute is more than 20% above the median over the first minute.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startDemo, startSite } from '../scripts/servers.mjs';
import { median } from './common.mjs';

const PATHS = ['/', '/aboutrasi', '/gallery', '/api/banners'];
const MAX_SOAK_GROWTH = 0.2;
const SAMPLE_MS = 5000;

const { values: args } = parseArgs({
  options: {
    soak: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string', default: '64' },
    warmup: { type: 'string' },
    timeout: { type: 'string', default: '10' },
  },
});

function positive(name, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    console.error(`--${name} must be a whole number, got ${JSON.stringify(value)}`);
    process.exit(2);
  }
  return number;
}

const duration = positive('duration', args.duration ?? (args.soak ? 600 : 60));
const connections = positive('connections', args.connections);
const warmup = positive('warmup', args.warmup ?? (args.soak ? 30 : 5));
const timeout = positive('timeout', args.timeout);
if (connections < PATHS.length) {
  console.error(`--connections must be at least ${PATHS.length}, one per path`);
  process.exit(2);
}

const mib = (kib) => (kib === undefined ? 'n/a' : `${(kib / 1024).toFixed(1)} MiB`);

/** One autocannon instance per path, all at once; the connections are shared out between them. */
async function run(url, seconds, label) {
  const results = await Promise.all(
    PATHS.map((path, i) =>
      autocannon({
        url: `${url}${path}`,
        connections: Math.floor(connections / PATHS.length) + (i < connections % PATHS.length ? 1 : 0),
        duration: seconds,
        timeout,
      }),
    ),
  );
  const rows = results.map((r, i) => ({
    path: PATHS[i],
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  }));
  const total = {
    path: 'all',
    'req/s': rows.reduce((sum, row) => sum + row['req/s'], 0),
    'p50 ms': Math.max(...rows.map((row) => row['p50 ms'])),
    'p99 ms': Math.max(...rows.map((row) => row['p99 ms'])),
    'max ms': Math.max(...rows.map((row) => row['max ms'])),
    requests: rows.reduce((sum, row) => sum + row.requests, 0),
    errors: rows.reduce((sum, row) => sum + row.errors, 0),
    timeouts: rows.reduce((sum, row) => sum + row.timeouts, 0),
    non2xx: rows.reduce((sum, row) => sum + row.non2xx, 0),
  };
  console.log(`\n${label}: ${seconds} s, ${connections} connections (all: sum of req/s, worst percentile)`);
  console.table([...rows, total]);
  return total;
}

// The demo backend runs in a process of its own: in this one, autocannon would starve it and slow every refresh.
const backend = await startDemo({ ownProcess: true });
let server;
let exitCode = 1;

try {
  server = await startSite({ env: { API_BASE_URL: backend.apiBaseUrl, API_TOKEN: backend.token } });
  const { url } = server;
  // Let each page regenerate once from this backend, so the run measures the steady state of a cached site.
  for (let i = 0; i < 3; i += 1) {
    for (const path of PATHS) await (await fetch(`${url}${path}`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  console.log(`Load test of ${url} (standalone build, demo backend ${backend.url}), server pid ${server.pid}`);
  if (warmup > 0) await run(url, warmup, 'Warm-up');
  // The garbage collector makes VmRSS swing by tens of MiB within a minute: compare the median of the samples
  // taken over the first minute of the run with the median over its last minute, not two single readings.
  const samples = [{ at: Date.now(), kib: server.rssKiB() }];
  const sampler = setInterval(() => samples.push({ at: Date.now(), kib: server.rssKiB() }), SAMPLE_MS);
  const startedAt = Date.now();
  const total = await run(url, duration, args.soak ? 'Soak' : 'Load');
  clearInterval(sampler);
  const endedAt = Date.now();
  samples.push({ at: endedAt, kib: server.rssKiB() });

  const span = Math.min(60_000, (endedAt - startedAt) / 2);
  const before = median(samples.filter((s) => s.at - startedAt <= span).map((s) => s.kib));
  const after = median(samples.filter((s) => endedAt - s.at <= span).map((s) => s.kib));
  const growth = before && after ? (after - before) / before : undefined;
  const seconds = Math.round(span / 1000);
  console.log(
    `Server resident memory (VmRSS, median of the samples every ${SAMPLE_MS / 1000} s): ${mib(before)} over the ` +
      `first ${seconds} s after the warm-up, ${mib(after)} over the last ${seconds} s` +
      (growth === undefined ? '' : ` (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)`),
  );
  const kibs = samples.map((s) => s.kib).filter((k) => k !== undefined);
  if (kibs.length) console.log(`VmRSS range during the run: ${mib(Math.min(...kibs))} to ${mib(Math.max(...kibs))}`);
  const errorLines = server
    .log()
    .split('\n')
    .filter((line) => /"level":"error"|⨯|Error:/.test(line));
  console.log(`Server log: ${errorLines.length} error line(s)${errorLines.length ? `, first: ${errorLines[0]}` : ''}`);

  const problems = [];
  if (total.requests === 0) problems.push('no request completed');
  if (total.errors > 0) problems.push(`${total.errors} errors (${total.timeouts} timeouts)`);
  if (total.non2xx > 0) problems.push(`${total.non2xx} non-2xx answers`);
  if (args.soak && growth !== undefined && growth > MAX_SOAK_GROWTH) {
    problems.push(`memory grew by ${(growth * 100).toFixed(1)}%, over ${MAX_SOAK_GROWTH * 100}%`);
  }
  if (!server.alive()) problems.push('the server exited during the run');
  console.log(problems.length ? `FAIL: ${problems.join('; ')}` : 'PASS: no errors, no non-2xx answers');
  exitCode = problems.length ? 1 : 0;
} catch (error) {
  console.error(`Load test could not run: ${error.message}`);
} finally {
  await server?.stop();
  await backend.close();
}
process.exit(exitCode);
