// `npm run bench`: builds the site if needed, starts the production server on the demo backend, and measures
// throughput (wrk when installed, autocannon otherwise), page weight and Lighthouse, printing progress and one
// table, and writing bench/results.json and bench/RESULTS.md. Everything runs on loopback and stops by itself.
//
// The machine is shared and noisy, so every throughput target is measured BENCH_ROUNDS times (default 3), the
// targets taking turns within each round, and the median is reported; Lighthouse runs LIGHTHOUSE_RUNS times per
// route (default 3) and the run with the median performance score is reported, as Lighthouse itself advises.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { readEnv } from '../lib/env.mjs';
import { localNginxConfig, NGINX, startNginx, staticFileConfig } from '../scripts/nginx-local.mjs';
import { freePort, startDemo, startSite } from '../scripts/servers.mjs';
import { ROUTES } from './routes.mjs';
import { JS_BUDGET_BYTES, measureWeight } from './weight.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// A short freshness window, so that pages regenerate during the run (as they do on a live site) and the hanging
// backend is noticed within seconds.
const REVALIDATE_SECONDS = Number(process.env.BENCH_REVALIDATE_SECONDS ?? 10);
const NODE_PATHS = ['/', '/gallery', '/notification', '/aboutrasi', '/contactus', '/api/banners'];
const BACKEND_FED = ['/', '/gallery', '/notification'];
const NGINX_CACHED_PATHS = ['/', '/gallery', '/contactus'];
const LIGHTHOUSE_PATHS = ['/', '/gallery', '/aboutrasi', '/rasi-members'];
const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));

const say = (line) => console.log(`[bench] ${line}`);
const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** wrk's latency figures ("812.00us", "1.52ms", "2.01s") in milliseconds. */
function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return NaN;
  return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]];
}

function runWrk(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, ['-t1', `-c${CONNECTIONS}`, `-d${DURATION}s`, '--latency', '--timeout', '10s', url]);
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
        p50: wrkMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ''),
        p99: wrkMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ''),
        errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
        non2xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
      });
    });
  });
}

async function runAutocannon(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const load = (url) => (WRK ? runWrk(url) : runAutocannon(url));

function summarise(label, runs) {
  return {
    label,
    runs: runs.map((r) => Math.round(r.requestsPerSecond)),
    requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
    p50: Number(median(runs.map((r) => r.p50)).toFixed(1)),
    p99: Number(median(runs.map((r) => r.p99)).toFixed(1)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** Every target once per round, in turn, so that a noisy minute of the machine touches all of them alike. */
async function measureRounds(targets) {
  const runs = new Map(targets.map((t) => [t.label, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) {
      say(`throughput round ${round}/${ROUNDS}: ${target.label}`);
      runs.get(target.label).push(await load(target.url));
    }
  }
  return targets.map((t) => summarise(t.label, runs.get(t.label)));
}

function lighthouseOnce(url) {
  const out = spawnSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  if (out.status !== 0) throw new Error(`lighthouse ${url} failed: ${out.stderr.slice(0, 400)}`);
  const report = JSON.parse(out.stdout);
  const score = (id) => report.categories[id].score;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

function lighthouse(base, path) {
  const runs = [];
  for (let i = 1; i <= LIGHTHOUSE_RUNS; i += 1) {
    say(`lighthouse ${path} (${i}/${LIGHTHOUSE_RUNS})`);
    // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): try that run again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        runs.push(lighthouseOnce(`${base}${path}`));
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        say(`${error.message.split('\n')[0]}; trying again`);
      }
    }
  }
  const byScore = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)];
  return { path, ...middle, performanceRuns: runs.map((r) => r.performance) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function markdown(results) {
  const lines = [`# Benchmark results`, '', `Measured ${results.measuredAt} on ${results.machine}.`, ''];
  lines.push(
    `## Throughput (${results.client}, ${DURATION} s, ${CONNECTIONS} connections, loopback; median of ${ROUNDS} rounds)`,
    '',
    `Pages on the production server with the demo backend and REVALIDATE_SECONDS=${REVALIDATE_SECONDS}; nginx with`,
    'one worker, plain HTTP on loopback: the saved HTML of / as a file, and the pages through',
    'deploy/nginx/rasi.conf (its cache warm). Ratios: a page to /contactus; nginx rows to the nginx file.',
    '',
    '| target | req/s | runs | p50 ms | p99 ms | errors | non-2xx | ratio |',
    '|---|---:|---|---:|---:|---:|---:|---:|',
  );
  for (const t of results.throughput)
    lines.push(
      `| ${t.label} | ${t.requestsPerSecond} | ${t.runs.join(', ')} | ${t.p50} | ${t.p99} | ${t.errors} | ${t.non2xx} | ${t.ratio ?? ''} |`,
    );
  lines.push(
    '',
    '## Weight (first load)',
    '',
    '| route | JS gzip KB | scripts | HTML KB | first-screen images KB |',
    '|---|---:|---:|---:|---:|',
  );
  for (const w of results.weight)
    lines.push(
      `| ${w.path} | ${kb(w.jsGzip)}${w.jsGzip > JS_BUDGET_BYTES ? ' ⚠' : ''} | ${w.scripts} | ${kb(w.htmlBytes)} | ${kb(w.imageBytes)} |`,
    );
  if (results.lighthouse.length) {
    lines.push(
      '',
      `## Lighthouse (mobile, default throttling; the median of ${LIGHTHOUSE_RUNS} runs)`,
      '',
      '| route | perf | perf runs | a11y | best practices | SEO | LCP ms | CLS | TBT ms | benchmarkIndex |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const l of results.lighthouse)
      lines.push(
        l.error
          ? `| ${l.path} | failed: ${l.error} |||||||||`
          : `| ${l.path} | ${l.performance} | ${l.performanceRuns.join(', ')} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} | ${l.cls} | ${l.tbtMs} | ${l.benchmarkIndex} |`,
      );
  }
  lines.push(
    '',
    '## Targets',
    '',
    ...results.targets.map((t) => `- ${t.met ? '✅' : '❌'} ${t.name}: ${t.detail}`),
    '',
  );
  return lines.join('\n');
}

async function savedHtmlServer(html) {
  const dir = await mkdtemp(join(tmpdir(), 'rasi-bench-file-'));
  await writeFile(join(dir, 'index.html'), html);
  const port = await freePort();
  const nginx = await startNginx(dir, staticFileConfig({ dir, port, file: 'index.html' }));
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function cachingNginx(nodePort) {
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

async function waitForOk(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return response;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(250);
  }
}

async function main() {
  if (!existsSync(join(root, '.next/standalone/server.js'))) {
    say('no build found: running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const env = readEnv();
  if (!env.demo) {
    say('API_BASE_URL is set: the benchmark always uses the bundled demo backend; unset it and rebuild to compare.');
    process.exit(2);
  }

  // The demo backend on the port the build was made with, so that the build's image host matches.
  const demo = await startDemo({ port: env.demoPort, control: true }).catch((error) => {
    throw new Error(`could not start the demo backend on port ${env.demoPort} (set DEMO_PORT?): ${error.message}`);
  });
  say(`demo backend on ${demo.url}; starting the production server (a private copy of .next/standalone)`);
  const site = await startSite({
    env: { API_BASE_URL: demo.apiBaseUrl, API_TOKEN: demo.token, REVALIDATE_SECONDS: String(REVALIDATE_SECONDS) },
  });
  const results = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus().length} cores, Node ${process.version}`,
    client: WRK ? 'wrk' : 'autocannon',
    throughput: [],
    weight: [],
    lighthouse: [],
    targets: [],
  };
  const stops = [];
  try {
    // Each page regenerates once from this backend (the copy's pages are dated back), then is warm.
    for (let i = 0; i < 2; i += 1)
      for (const path of [...ROUTES, '/api/banners']) await waitForOk(`${site.url}${path}`);

    const targets = NODE_PATHS.map((path) => ({ label: path, url: `${site.url}${path}` }));
    if (NGINX) {
      const file = await savedHtmlServer(await (await fetch(`${site.url}/`)).text());
      stops.push(file.stop);
      const cache = await cachingNginx(new URL(site.url).port);
      stops.push(cache.stop);
      for (const path of NGINX_CACHED_PATHS) await waitForOk(`${cache.url}${path}`);
      targets.push({ label: 'nginx: the saved HTML of / as a file', url: file.url });
      for (const path of NGINX_CACHED_PATHS)
        targets.push({ label: `nginx cache: ${path}`, url: `${cache.url}${path}` });
    } else {
      say('nginx is not installed: skipping the nginx rows (apt-get install nginx)');
    }
    if (!WRK) say('wrk is not installed: using autocannon, which runs in this process (apt-get install wrk)');
    results.throughput = await measureRounds(targets);

    // A hanging backend: every call hangs until the site's timeout. Once the window has passed, each page
    // regenerates in the background and keeps serving its last good copy meanwhile.
    say('hanging backend: every call now hangs');
    await demo.setFault('hang');
    await sleep((REVALIDATE_SECONDS + 1) * 1000);
    await waitForOk(`${site.url}/`);
    const [hung] = await measureRounds([{ label: '/ while the backend hangs', url: `${site.url}/` }]);
    results.throughput.push(hung);
    await demo.setFault('ok');

    const simplest = results.throughput.find((t) => t.label === '/contactus');
    const file = results.throughput.find((t) => t.label.startsWith('nginx: the saved'));
    const home = results.throughput.find((t) => t.label === '/');
    for (const t of results.throughput) {
      if (t.label.startsWith('/') && simplest)
        t.ratio = `${(t.requestsPerSecond / simplest.requestsPerSecond).toFixed(2)}×`;
      if (t.label.startsWith('nginx') && file)
        t.ratio = `${(t.requestsPerSecond / file.requestsPerSecond).toFixed(2)}×`;
    }

    say('weight of every route');
    const scripts = new Map();
    for (const path of ROUTES) results.weight.push(await measureWeight(site.url, path, scripts));

    if (CHROME) {
      for (const path of LIGHTHOUSE_PATHS) {
        try {
          results.lighthouse.push(lighthouse(site.url, path));
        } catch (error) {
          results.lighthouse.push({ path, error: error.message.split('\n')[0] });
        }
      }
    } else {
      say('no Chromium found: skipping Lighthouse (set CHROME_PATH)');
    }

    for (const path of BACKEND_FED) {
      const t = results.throughput.find((x) => x.label === path);
      if (t && simplest)
        results.targets.push({
          name: `${path} ≥ 0.9× /contactus, p99 < 100 ms`,
          met: t.requestsPerSecond >= 0.9 * simplest.requestsPerSecond && t.p99 < 100,
          detail: `${t.ratio}, p99 ${t.p99} ms`,
        });
    }
    const cachedHome = results.throughput.find((t) => t.label === 'nginx cache: /');
    if (cachedHome && file)
      results.targets.push({
        name: '/ through the nginx cache ≥ 0.8× nginx serving the same file',
        met: cachedHome.requestsPerSecond >= 0.8 * file.requestsPerSecond,
        detail: `${cachedHome.ratio} (${cachedHome.requestsPerSecond} against ${file.requestsPerSecond} req/s)`,
      });
    if (home)
      results.targets.push({
        name: 'a hanging backend does not slow the warm home page (≥ 0.9× its healthy req/s, no errors)',
        met: hung.requestsPerSecond >= 0.9 * home.requestsPerSecond && hung.errors + hung.non2xx === 0,
        detail: `${(hung.requestsPerSecond / home.requestsPerSecond).toFixed(2)}×, p99 ${hung.p99} ms against ${home.p99} ms`,
      });
    const over = results.weight.filter((w) => w.jsGzip > JS_BUDGET_BYTES);
    results.targets.push({
      name: 'every route ≤ 205 KB first-load JS',
      met: over.length === 0,
      detail: `largest ${kb(Math.max(...results.weight.map((w) => w.jsGzip)))} KB${over.length ? `; over: ${over.map((w) => w.path).join(', ')}` : ''}`,
    });
    for (const l of results.lighthouse)
      results.targets.push({
        name: `Lighthouse ${l.path}: performance ≥ 0.98, others 1.00`,
        met: !l.error && l.performance >= 0.98 && l.accessibility === 1 && l.bestPractices === 1 && l.seo === 1,
        detail: l.error ?? `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}`,
      });
    for (const t of results.throughput)
      if (t.errors || t.non2xx)
        results.targets.push({
          name: `${t.label} without errors`,
          met: false,
          detail: `${t.errors} errors, ${t.non2xx} non-2xx`,
        });
  } finally {
    for (const stop of stops.reverse()) await stop();
    await site.stop();
    await demo.stop();
  }

  await writeFile(new URL('./results.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
  const md = markdown(results);
  await writeFile(new URL('./RESULTS.md', import.meta.url), md);
  console.log(`\n${md}`);
}

await main();
