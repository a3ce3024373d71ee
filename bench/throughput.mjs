// Throughput with wrk (autocannon when wrk is not installed), and the nginx servers the benchmark compares with:
// nginx serving a saved page as a file, and deploy/nginx/rasi.conf itself in front of the site.
//
// `BENCH_ONLY=throughput node bench/bench.mjs` (BENCH_DURATION seconds a run, BENCH_ROUNDS rounds, BENCH_CONNECTIONS)
// prints two tables, each row the median of its rounds, the rows taking turns within each round:
// - as browsers ask, the main one: every request carries `Accept-Encoding: gzip, deflate, br, zstd` (wrk -H,
//   autocannon `headers`), so the site sends what a visitor downloads, brotli (lib/serving/respond.mjs), and the
//   floor (bench/floor) its gzip (Next's own compression, made again for every response). The targets
//   (bench/targets.mjs) compare each page with the floor here: req/s and p99, in the same run;
// - without Accept-Encoding (identity): the same pages and floor sending their HTML as is, and the nginx rows (which
//   are also measured as browsers ask: deploy/nginx/rasi.conf asks Node for the browser's encoding).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { localNginxConfig, startNginx, staticFilesConfig } from '../scripts/nginx-local.mjs';
import { freePort } from '../scripts/servers.mjs';
import { median, say } from './common.mjs';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));
/** What a current browser sends: it takes brotli, so the site answers with the bytes a visitor downloads. */
export const BROWSER_HEADERS = Object.freeze({ 'Accept-Encoding': 'gzip, deflate, br, zstd' });
/** The two ways a row is measured: with BROWSER_HEADERS, and without Accept-Encoding (identity). */
export const BROWSER = 'browser';
export const IDENTITY = 'identity';

/** wrk's latency figures ("812.00us", "1.52ms", "2.01s") in milliseconds. */
function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return NaN;
  return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]];
}

function runWrk(url, duration, headers, scriptArgs = []) {
  return new Promise((resolve, reject) => {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const args = ['-t1', `-c${CONNECTIONS}`, `-d${duration}s`, '--latency', '--timeout', '10s', ...headerArgs];
    args.push(...scriptArgs.slice(0, 2), url, ...scriptArgs.slice(2));
    const child = spawn(WRK, args);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const number = (re) => Number(re.exec(out)?.[1] ?? NaN);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      if (code !== 0 || !/Requests\/sec/.test(out)) return reject(new Error(`wrk ${url} failed:\n${out}`));
      resolve({
        requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
        requests: number(/(\d+) requests in/),
        p50: wrkMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ''),
        p99: wrkMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ''),
        errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
        non2xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
      });
    });
  });
}

async function runAutocannon(url, duration, headers, nextPath) {
  const requests = nextPath ? [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }] : undefined;
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers, requests });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * `url` under load for `seconds` (BENCH_DURATION unless given), each request with `headers` (none by default):
 * requests a second, p50 and p99, failures.
 */
export const loadFor = (url, seconds = DURATION, headers = {}) =>
  WRK ? runWrk(url, seconds, headers) : runAutocannon(url, seconds, headers);

// wrk's script for a rotating load: the addresses from a file, one a line, asked in turn from the one given.
const rotatingScript = (list) => `
local paths = {}
for line in io.lines(${JSON.stringify(list)}) do paths[#paths + 1] = line end
local i = 0
function init(args) i = tonumber(args[1]) or 0 end
function request()
  local path = paths[(i % #paths) + 1]
  i = i + 1
  return wrk.format(nil, path)
end
`;

/**
 * Like loadFor, but each request asks for the next address of `rotation` (bench/rendered-load.mjs) on `origin`,
 * starting where the rotation's last run stopped, so that no address is asked twice while the list lasts.
 */
export async function loadRotating(origin, rotation, seconds = DURATION, headers = {}) {
  let result;
  if (WRK) {
    const dir = await mkdtemp(join(tmpdir(), 'rasi-bench-paths-'));
    try {
      const list = join(dir, 'paths.txt');
      const script = join(dir, 'rotate.lua');
      await writeFile(list, rotation.paths.join('\n') + '\n');
      await writeFile(script, rotatingScript(list));
      result = await runWrk(origin, seconds, headers, ['-s', script, '--', String(rotation.cursor)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } else {
    let at = rotation.cursor;
    result = await runAutocannon(origin, seconds, headers, () => rotation.paths[at++ % rotation.paths.length]);
  }
  // The requests still in flight when the run stopped were asked too.
  rotation.advance(result.requests + CONNECTIONS);
  return result;
}

/**
 * One GET of `url` with `headers` (a browser's by default): the body's bytes as they crossed the wire (not decoded),
 * its Content-Encoding, nginx's X-Cache-Status when there is one, and whether Node sent it compressed provisionally.
 */
export function sentBytes(url, headers = BROWSER_HEADERS) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes,
          encoding: res.headers['content-encoding'] ?? 'identity',
          cache: res.headers['x-cache-status'] ?? null,
          // Compressed fast while its best compression is made (lib/serving/respond.mjs): not for nginx to keep.
          provisional: res.headers['x-accel-expires'] === '0',
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

function summarise(target, runs) {
  return {
    label: target.label,
    ...(target.asked ? { asked: target.asked } : {}),
    runs: runs.map((r) => Math.round(r.requestsPerSecond)),
    requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
    p50: Number(median(runs.map((r) => r.p50)).toFixed(1)),
    p99: Number(median(runs.map((r) => r.p99)).toFixed(1)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/**
 * Every target once per round, in turn, so that a noisy minute of the machine touches all of them alike. A target
 * is `{ label, url }`, with the request `headers` it is measured with and what they are called (`asked`) if any.
 */
export async function measureRounds(targets) {
  const runs = new Map(targets.map((t) => [t, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) {
      say(`throughput round ${round}/${ROUNDS}: ${target.label}${target.asked ? ` (${target.asked})` : ''}`);
      runs.get(target).push(await loadFor(target.url, DURATION, target.headers));
    }
  }
  return targets.map((t) => summarise(t, runs.get(t)));
}

/**
 * The body of `url` as `headers` ask for it, as it crossed the wire (compressed as it was sent), with its type and
 * encoding: what a file server must send to do the same work.
 */
export function answerBytes(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          type: res.headers['content-type'] ?? 'application/octet-stream',
          encoding: res.headers['content-encoding'],
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * nginx sending each answer's bytes from a file (`{ name, body, type, encoding }`): the limit for sending those very
 * bytes. `url(name)` is where each is.
 */
export async function savedAnswersServer(answers) {
  const dir = await mkdtemp(join(tmpdir(), 'rasi-bench-file-'));
  for (const { name, body } of answers) await writeFile(join(dir, name), body);
  const port = await freePort();
  const nginx = await startNginx(dir, staticFilesConfig({ dir, port, files: answers }));
  return {
    url: (/** @type {string} */ name) => `http://127.0.0.1:${port}/${name}`,
    async stop() {
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** deploy/nginx/rasi.conf in front of the site on `nodePort`, plain HTTP on loopback. */
export async function cachingNginx(nodePort) {
  const dir = await mkdtemp(join(tmpdir(), 'rasi-bench-cache-'));
  const sitePort = await freePort();
  const config = await localNginxConfig({ dir, nodePort, httpPort: await freePort(), sitePort, tls: false });
  const nginx = await startNginx(dir, config);
  return {
    url: `http://127.0.0.1:${sitePort}`,
    async stop() {
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
