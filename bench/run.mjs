// `npm run bench`: builds the site if needed, starts the production server on the demo backend, and measures
// throughput (autocannon), page weight and Lighthouse, printing progress and one table, and writing
// bench/results.json and bench/RESULTS.md. Everything runs on loopback and stops by itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROUTES } from './routes.mjs';
import { JS_BUDGET_BYTES, measureWeight } from './weight.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const NGINX_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const THROUGHPUT_PATHS = ['/', '/gallery', '/notification', '/aboutrasi', '/contactus', '/api/banners'];
const LIGHTHOUSE_PATHS = ['/', '/gallery', '/aboutrasi', '/rasi-members'];
const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const say = (line) => console.log(`[bench] ${line}`);
const root = new URL('..', import.meta.url).pathname;

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startServer() {
  const child = spawn(process.execPath, ['scripts/run.mjs', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function nginxAvailable() {
  return spawnSync('nginx', ['-v']).status === 0;
}

async function startNginx(html) {
  const dir = await mkdtemp(join(tmpdir(), 'rasi-bench-nginx-'));
  await writeFile(join(dir, 'index.html'), html);
  const conf = `worker_processes auto;
user root;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir};
    location / { default_type text/html; try_files /index.html =404; }
  }
}
`;
  await writeFile(join(dir, 'nginx.conf'), conf);
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/`);
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function lighthouse(path) {
  const out = spawnSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      `${BASE}${path}`,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  if (out.status !== 0) throw new Error(`lighthouse ${path} failed: ${out.stderr.slice(0, 400)}`);
  const report = JSON.parse(out.stdout);
  const score = (id) => report.categories[id].score;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function markdown(results) {
  const lines = [`# Benchmark results`, '', `Measured ${results.measuredAt} on ${results.machine}.`, ''];
  lines.push(`## Throughput (${DURATION} s, ${CONNECTIONS} connections, loopback)`, '');
  lines.push('| target | req/s | p50 ms | p99 ms | errors | non-2xx | ratio |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const t of results.throughput)
    lines.push(
      `| ${t.label} | ${t.requestsPerSecond} | ${t.p50} | ${t.p99} | ${t.errors} | ${t.non2xx} | ${t.ratio ?? ''} |`,
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
      '## Lighthouse (mobile)',
      '',
      '| route | perf | a11y | best practices | SEO | LCP ms | CLS | TBT ms |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const l of results.lighthouse)
      lines.push(
        `| ${l.path} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} | ${l.cls} | ${l.tbtMs} |`,
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

async function main() {
  if (!existsSync(join(root, '.next/standalone/server.js'))) {
    say('no build found: running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  say(`starting the production server on ${BASE} (demo backend unless API_BASE_URL is set)`);
  const server = startServer();
  const results = {
    measuredAt: new Date().toISOString(),
    machine: `${(await import('node:os')).cpus().length} cores, Node ${process.version}`,
    throughput: [],
    weight: [],
    lighthouse: [],
    targets: [],
  };
  let nginx;
  try {
    await waitFor(`${BASE}/api/health`);
    for (const path of [...ROUTES, '/api/banners']) await fetch(`${BASE}${path}`);

    for (const path of THROUGHPUT_PATHS) {
      say(`throughput ${path}`);
      results.throughput.push({ label: path, ...(await load(`${BASE}${path}`)) });
    }
    if (nginxAvailable()) {
      const html = await (await fetch(`${BASE}/`)).text();
      nginx = await startNginx(html);
      say('throughput nginx serving the saved HTML of /');
      results.throughput.push({ label: 'nginx: saved HTML of /', ...(await load(`http://127.0.0.1:${NGINX_PORT}/`)) });
      await nginx.stop();
      nginx = undefined;
    } else {
      say('nginx is not installed: skipping the nginx comparison (apt-get install nginx)');
    }

    const simplest = results.throughput.find((t) => t.label === '/contactus');
    const raw = results.throughput.find((t) => t.label.startsWith('nginx: saved'));
    for (const t of results.throughput) {
      if (simplest && t.label.startsWith('/')) t.ratio = (t.requestsPerSecond / simplest.requestsPerSecond).toFixed(2);
    }
    const home = results.throughput.find((t) => t.label === '/');
    if (raw && home) raw.ratio = `/ is ${(home.requestsPerSecond / raw.requestsPerSecond).toFixed(2)}× of this`;

    say('weight of every route');
    const cache = new Map();
    for (const path of ROUTES) results.weight.push(await measureWeight(BASE, path, cache));

    if (CHROME) {
      for (const path of LIGHTHOUSE_PATHS) {
        say(`lighthouse ${path}`);
        results.lighthouse.push(lighthouse(path));
      }
    } else {
      say('no Chromium found: skipping Lighthouse (set CHROME_PATH)');
    }

    const backendFed = ['/', '/gallery', '/notification'];
    for (const path of backendFed) {
      const t = results.throughput.find((x) => x.label === path);
      if (t && simplest)
        results.targets.push({
          name: `${path} ≥ 0.9× /contactus, p99 < 100 ms`,
          met: t.requestsPerSecond >= 0.9 * simplest.requestsPerSecond && t.p99 < 100,
          detail: `${t.ratio}×, p99 ${t.p99} ms`,
        });
    }
    const over = results.weight.filter((w) => w.jsGzip > JS_BUDGET_BYTES);
    results.targets.push({
      name: 'every route ≤ 205 KB first-load JS',
      met: over.length === 0,
      detail: `largest ${kb(Math.max(...results.weight.map((w) => w.jsGzip)))} KB${over.length ? `; over: ${over.map((w) => w.path).join(', ')}` : ''}`,
    });
    for (const l of results.lighthouse)
      results.targets.push({
        name: `Lighthouse ${l.path}: performance ≥ 0.98, others 1.00`,
        met: l.performance >= 0.98 && l.accessibility === 1 && l.bestPractices === 1 && l.seo === 1,
        detail: `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}`,
      });
    for (const t of results.throughput)
      if (t.errors || t.non2xx)
        results.targets.push({
          name: `${t.label} without errors`,
          met: false,
          detail: `${t.errors} errors, ${t.non2xx} non-2xx`,
        });
  } finally {
    await nginx?.stop();
    server.kill('SIGTERM');
  }

  await writeFile(new URL('./results.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
  const md = markdown(results);
  await writeFile(new URL('./RESULTS.md', import.meta.url), md);
  console.log(`\n${md}`);
}

await main();
