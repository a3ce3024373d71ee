// A month in thirty minutes (`npm run bench:soak`, docs/performance.md#the-soak): two instances of the standalone
// build behind deploy/nginx/rasi.conf, sharing Redis, fed by the demo backend, under the load browsers and crawlers
// make, while the backend flaps, the association publishes every minute and one rolling restart runs. Beside them,
// the bare Next page (bench/floor) under a load of its own: the reference for the instances' resident memory.
//
//   npm run bench:soak                    30 minutes (SOAK_MINUTES to change; SOAK_RATE visitors' requests a second)
//
// The run is cut into minutes, each with a part to play, in cycles of five after the first (the warm-up):
//   calm   visitors only;  flood  one client (127.0.0.2) sends distinct searches and filters on 16 connections as
//   fast as it is answered (bench/soak-flood.mjs, niced: a client elsewhere spends none of the site's CPU);
//   flap   the backend hangs, fails or sends bad data (a different way each cycle).
// A publish comes every minute; the rolling restart takes the minute RESTART_MINUTE (so that the last 20 minutes,
// over which memory's slope is fitted, are one process each). Visitors come from 200 addresses (127.0.1.x), so that
// nginx's per-address limits treat them as the many people they are.
//
// Sampled every 10 s per instance, from its own metrics (METRICS_PORT): resident memory, heap used, external and
// array-buffer memory, event-loop delay p99, open descriptors, sockets; Redis's own count of its clients. Per minute:
// what visitors saw through nginx (req/s, p99, failures), and what each instance answered (its request counter).
// Writes bench/SOAK.md (tables and targets), bench/soak.svg (memory and p99 over time, drawn by Vega-Lite) and
// bench/soak-results.json, and ends by printing each target ✅ or ❌ (exit 1 if one is ❌).
import { execFile } from 'node:child_process';
import http from 'node:http';
import { createConnection } from 'node:net';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFloor, startFloor } from './floor.mjs';
import { ROOT, median, say, sleep, waitForOk } from './common.mjs';
import { loadFor } from './throughput.mjs';
import { freePortBase, instanceGroup, UNIT_ENV } from '../scripts/instances-local.mjs';
import { localNginxConfig, NGINX, renderLimit, startNginx } from '../scripts/nginx-local.mjs';
import { REDIS_SERVER, startRedis } from '../scripts/redis-local.mjs';
import { freePort, rssKiB, startDemo } from '../scripts/servers.mjs';
import { soakReport, soakTargets } from './soak-report.mjs';

const { CALLS } = createRequire(import.meta.url)('../lib/api/calls.cjs');

export const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const RATE = Number(process.env.SOAK_RATE ?? 150);
/** The bare Next page's own load, as the bench's floor gets it (bench/throughput.mjs), after the run. */
const FLOOR_LOAD_SECONDS = 40;
const MINUTE_MS = Number(process.env.SOAK_MINUTE_MS ?? 60_000);
const SAMPLE_MS = MINUTE_MS / 6;
const FLOOD_CONNECTIONS = Number(process.env.SOAK_FLOOD_CONNECTIONS ?? 16);
const FLOOD_ADDRESS = '127.0.0.2';
const FLOOD_SCRIPT = fileURLToPath(new URL('./soak-flood.mjs', import.meta.url));
const VISITOR_ADDRESSES = Array.from({ length: 200 }, (_, i) => `127.0.1.${i + 1}`);
const REQUEST_TIMEOUT_MS = 20_000;
const SECRET = `bench-soak-${'s'.repeat(32)}`;
/** SOAK_ENV="NAME=value …": more environment for the instances and the floor alike, to compare settings. */
const EXTRA_ENV = Object.fromEntries(
  (process.env.SOAK_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd', 'Accept-Language': 'en-IN,en;q=0.9,ta;q=0.8' };
const FLAPS = ['hang', 'status500', 'malformed', 'http500', 'wrongshape', 'reset'];
export const RESTART_MINUTE = MINUTES >= 24 ? MINUTES - 22 : Math.max(1, Math.floor(MINUTES / 2));

/** What minute `m` (from 0) is for. */
export function phaseOf(m) {
  if (m === 0) return 'warm-up';
  if (m === RESTART_MINUTE) return 'restart';
  return ['calm', 'flood', 'flap', 'calm', 'flood'][m % 5];
}

if (!NGINX || !REDIS_SERVER) {
  console.error('The soak needs nginx and redis-server (apt-get install nginx redis-server).');
  process.exit(2);
}
if (!Number.isInteger(MINUTES) || MINUTES < 6) {
  console.error(`SOAK_MINUTES must be a whole number of at least 6 (a warm-up and a cycle), got ${MINUTES}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

const agents = new Map();
function agentFor(address) {
  let agent = agents.get(address);
  if (!agent) agents.set(address, (agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address })));
  return agent;
}

/**
 * One GET. `read`: 'all' (the whole body), 'hang-up' (gone after the first bytes, as a visitor who taps away) or
 * 'slow' (a pause after every chunk, as a phone on a poor signal). Resolves to { status, ms, etag, error }.
 */
function get(base, path, { address, headers = {}, read = 'all' } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome) => {
      if (settled) return;
      settled = true;
      resolve({ ms: performance.now() - started, ...outcome });
    };
    const request = http.get(`${base}${path}`, {
      agent: agentFor(address),
      headers: { ...BROWSER, ...headers },
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => {
      done({ status: 0, error: 'timeout' });
      request.destroy();
    });
    request.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    request.on('response', (response) => {
      const result = { status: response.statusCode, etag: response.headers.etag };
      if (read === 'hang-up') {
        response.once('data', () => {
          done({ ...result, hungUp: true });
          request.destroy();
        });
        response.once('end', () => done(result));
        return;
      }
      response.on('data', () => {
        if (read !== 'slow') return;
        response.pause();
        setTimeout(() => response.resume(), 40);
      });
      response.on('end', () => done(result));
      response.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    });
  });
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

// ---------------------------------------------------------------------------------------------------------------
// What there is to ask for, found on the site itself: its sitemap, and the addresses its pages link to.

const decode = (s) => s.replaceAll('&amp;', '&');

export async function discover(site) {
  const text = async (path) => {
    const response = await fetch(`${site}${path}`, { headers: BROWSER });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} while finding the site's addresses`);
    return response.text();
  };
  const sitemap = await text('/sitemap.xml');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1])).pathname);
  const pages = paths.filter((p) => !/\/rasi-members\/[^/]+$/.test(p));
  const members = paths.filter((p) => /\/rasi-members\/[^/]+$/.test(p));
  if (pages.length < 40 || members.length < 20)
    throw new Error(`the sitemap lists ${pages.length} pages, ${members.length} firms`);

  const found = { static: new Set(), images: new Set(), feeds: new Set(['/feed.xml', '/events.ics']) };
  const words = new Set();
  let directory = '';
  for (const path of [
    '/',
    '/ta',
    '/gallery',
    '/bulletins',
    '/notification',
    '/tradefairs',
    '/rasi-members',
    '/ta/rasi-members',
    members[0],
    pick(members),
  ]) {
    const html = await text(path);
    if (path === '/rasi-members') directory = html;
    for (const [, raw] of html.matchAll(/(?:href|src)="(\/[^"\s]+)"/g)) classify(decode(raw), found);
    for (const [, set] of html.matchAll(/(?:srcSet|srcset|imageSrcSet)="([^"]+)"/g)) {
      for (const entry of decode(set).split(',')) classify(entry.trim().split(/\s+/)[0], found);
    }
    const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, ' ');
    for (const [word] of body.matchAll(/[\p{L}\p{M}]{4,}/gu)) if (words.size < 3000) words.add(word.toLowerCase());
  }
  const options = (name) => {
    const select = new RegExp(`name="${name}"[\\s\\S]*?</select>`).exec(directory)?.[0] ?? '';
    // An option's value is its text unless it has one (components/pages/rasi-members/directory-form.tsx).
    return [...select.matchAll(/<option(?: value="([^"]*)")?[^>]*>([^<]*)<\/option>/g)]
      .map((m) => decode(m[1] ?? m[2]))
      .filter(Boolean);
  };
  const categories = options('category');
  const districts = options('district');
  const lists = Object.keys(CALLS).map((name) => `/api/${name}`);
  const result = {
    pages,
    members,
    lists,
    static: [...found.static],
    images: [...found.images],
    feeds: [...found.feeds],
    words: [...words],
    categories,
    districts,
  };
  for (const [key, value] of Object.entries(result)) {
    if (value.length === 0) throw new Error(`found no ${key} on the site to ask for`);
  }
  return result;
}

function classify(path, found) {
  if (!path?.startsWith('/')) return;
  if (path.startsWith('/_next/static/')) found.static.add(path);
  else if (path.startsWith('/_next/image') || path.startsWith('/media/')) found.images.add(path);
  else if (path.startsWith('/vcard/') || path.startsWith('/calendar/') || /\/(feed\.xml|events\.ics)$/.test(path))
    found.feeds.add(path);
}

const query = (words, n) => Array.from({ length: n }, () => pick(words)).join(' ');
export const searchPath = (site, words) =>
  `${Math.random() < 0.3 ? '/ta' : ''}/search?q=${encodeURIComponent(query(words, 1 + Math.floor(Math.random() * 2)))}`;
export function filterPath(site) {
  const params = new URLSearchParams();
  if (Math.random() < 0.6) params.set('q', pick(site.words));
  if (Math.random() < 0.6) params.set('category', pick(site.categories));
  if (params.size === 0 || Math.random() < 0.5) params.set('district', pick(site.districts));
  return `${Math.random() < 0.3 ? '/ta' : ''}/rasi-members?${params}`;
}

/** A visitor's request, by weight: what it asks for, how it reads, and the answers that are right. */
function visitorRequest(site, etags) {
  const r = Math.random() * 100;
  const ok = [200];
  if (r < 28) return { kind: 'page', path: pick(site.pages), ok };
  if (r < 38) return { kind: 'member', path: pick(site.members), ok };
  if (r < 47) return { kind: 'list', path: pick(site.lists), ok };
  if (r < 56) {
    const [path, etag] = pick([...etags.entries()]) ?? [];
    if (path) return { kind: '304', path, headers: { 'If-None-Match': etag }, ok: [200, 304] };
    return { kind: 'page', path: '/', ok };
  }
  if (r < 60) return { kind: 'search', path: searchPath(site, site.words), ok };
  if (r < 62) return { kind: 'filter', path: filterPath(site), ok };
  if (r < 70) return { kind: 'image', path: pick(site.images), ok };
  if (r < 80) return { kind: 'static', path: pick(site.static), ok };
  if (r < 85) return { kind: 'feed', path: pick(site.feeds), ok };
  if (r < 88) {
    const made = `/${pick(site.words).replace(/[^a-z]/g, '') || 'x'}-${Math.random().toString(36).slice(2, 8)}`;
    return { kind: 'not found', path: Math.random() < 0.3 ? `/ta${made}` : made, ok: [404] };
  }
  if (r < 96)
    return {
      kind: 'hang-up',
      path: Math.random() < 0.5 ? pick(site.pages) : searchPath(site, site.words),
      read: 'hang-up',
      ok,
    };
  return { kind: 'slow', path: pick([...site.pages, ...site.members]), read: 'slow', ok };
}

// ---------------------------------------------------------------------------------------------------------------
// The record: per minute, what visitors, the flooding client and the floor's load saw.

function newMinute(m) {
  return {
    minute: m,
    phase: phaseOf(m),
    visitors: { count: 0, ms: [], failures: 0, limited: 0, hungUp: 0, kinds: {} },
    flood: { count: 0, ok: 0, limited: 0, failures: 0 },
  };
}

function openLoop(rate, fire) {
  let carry = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    carry += ((now - last) / 1000) * rate;
    last = now;
    for (; carry >= 1; carry -= 1) fire();
  }, 10);
  return () => clearInterval(timer);
}

// ---------------------------------------------------------------------------------------------------------------
// Samples: each instance's own metrics, Redis's count of its clients, the floor's resident memory.

function metricValue(text, name, labels = '') {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `) || l.startsWith(`${name}${labels}{`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
}
const sum = (text, name) =>
  text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .reduce((total, l) => total + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);

async function instanceSample(metricsPort) {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => (r.ok ? r.text() : undefined),
    () => undefined,
  );
  if (!text) return undefined;
  const mb = (v) => (v === undefined ? undefined : v / 1048576);
  return {
    started: metricValue(text, 'process_start_time_seconds'),
    rssMB: mb(metricValue(text, 'process_resident_memory_bytes')),
    heapMB: mb(metricValue(text, 'nodejs_heap_size_used_bytes')),
    externalMB: mb(metricValue(text, 'nodejs_external_memory_bytes')),
    arrayBuffersMB: mb(metricValue(text, 'rasi_process_array_buffers_bytes')),
    loopP99ms: (metricValue(text, 'nodejs_eventloop_lag_p99_seconds') ?? NaN) * 1000,
    fds: metricValue(text, 'process_open_fds'),
    sockets: metricValue(text, 'nodejs_active_handles', '{type="Socket"}') ?? 0,
    requests: sum(text, 'rasi_http_requests_total'),
  };
}

function redisClients(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('error', () => resolve(undefined));
    socket.on('close', () => resolve(Number(/connected_clients:(\d+)/.exec(reply)?.[1]) - 1 || undefined));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('connected_clients:')) socket.end();
    });
    socket.write('INFO clients\r\n');
  });
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  say(`soak: ${MINUTES} minutes, visitors ${RATE} req/s, the restart in minute ${RESTART_MINUTE}`);
  buildFloor();
  const dir = await mkdtemp(join(tmpdir(), 'rasi-soak-'));
  const stops = [];
  const minutes = [];
  const samples = [];
  let exitCode = 1;
  try {
    // The process settings the instances get from their unit (deploy/rasi-website@.service), for a fair reference.
    const floor = await startFloor({ MALLOC_ARENA_MAX: UNIT_ENV.MALLOC_ARENA_MAX, ...EXTRA_ENV });
    stops.push(() => floor.stop());
    const portBase = await freePortBase();
    const redis = await startRedis(await freePort());
    stops.push(() => redis.close());
    const sitePort = await freePort();
    const site = `http://127.0.0.1:${sitePort}`;
    // In a process of its own: the load generator in this one would starve it.
    const demo = await startDemo({
      ownProcess: true,
      control: true,
      publish: { webhookUrl: `${site}/api/revalidate`, secret: SECRET },
    });
    stops.push(() => demo.close());
    const group = instanceGroup({ dir, portBase });
    stops.push(() => group.close([1, 2]));
    const metricsPorts = [await freePort(), await freePort()];
    const env = {
      API_BASE_URL: demo.apiBaseUrl,
      API_TOKEN: demo.token,
      CACHE_REDIS_URL: redis.url,
      REVALIDATE_SECRET: SECRET,
      REVALIDATE_SECONDS: '60',
      ...EXTRA_ENV,
    };
    const instances = [
      await group.add(1, { ...env, METRICS_PORT: String(metricsPorts[0]) }),
      await group.add(2, { ...env, METRICS_PORT: String(metricsPorts[1]) }),
    ];
    await Promise.all(instances.map((i) => i.start()));
    const config = await localNginxConfig({
      dir,
      nodePorts: instances.map((i) => i.port),
      httpPort: await freePort(),
      sitePort,
      tls: false,
      // Debian's nginx.conf has `worker_processes auto`: one worker a core, two here.
      workers: 2,
    });
    const nginx = await startNginx(dir, config);
    stops.unshift(() => nginx.stop());
    await waitForOk(`${site}/api/health`, 60_000);
    const site$ = await discover(site);
    say(
      `soak: ${site$.pages.length} pages, ${site$.members.length} firms, ${site$.images.length} images, ` +
        `${site$.static.length} static files, ${site$.feeds.length} feeds and vCards, ${site$.words.length} words`,
    );

    // Every page, list, image, static file and feed once, as visitors and crawlers would have before the run:
    // it measures a site that has been up, not one whose every image is still to be optimised.
    const everything = [
      ...site$.pages,
      ...site$.members,
      ...site$.lists,
      ...site$.images,
      ...site$.static,
      ...site$.feeds,
    ];
    say(`soak: asking for each of ${everything.length} addresses once`);
    for (let i = 0; i < everything.length; i += 4) {
      await Promise.all(
        everything.slice(i, i + 4).map((path) =>
          fetch(`${site}${path}`, { headers: BROWSER }).then(
            (r) => r.arrayBuffer(),
            () => undefined,
          ),
        ),
      );
    }
    const etags = new Map();
    let minute = newMinute(0);
    minutes.push(minute);
    let outstanding = 0;
    let skipped = 0;
    const failureSamples = [];
    const visitor = () => {
      if (outstanding > 4000) return void (skipped += 1);
      const request = visitorRequest(site$, etags);
      const address = pick(VISITOR_ADDRESSES);
      const record = minute;
      outstanding += 1;
      get(site, request.path, { address, headers: request.headers, read: request.read }).then((answer) => {
        outstanding -= 1;
        const v = record.visitors;
        v.count += 1;
        v.kinds[request.kind] = (v.kinds[request.kind] ?? 0) + 1;
        if (answer.hungUp) v.hungUp += 1;
        if (answer.status === 429) v.limited += 1;
        if (!request.ok.includes(answer.status)) {
          v.failures += 1;
          if (failureSamples.length < 30)
            failureSamples.push({
              minute: record.minute,
              kind: request.kind,
              path: request.path,
              status: answer.status,
              error: answer.error,
            });
          return;
        }
        // A slow reader's time is its own; a visitor who left has none.
        if (!answer.hungUp && request.read !== 'slow') v.ms.push(answer.ms);
        if (answer.etag && (request.kind === 'page' || request.kind === 'list' || request.kind === 'member'))
          if (etags.size < 500 || etags.has(request.path)) etags.set(request.path, answer.etag);
      });
    };
    // The flooding client, a process of its own (bench/soak-flood.mjs) for each flood minute, on distinct searches
    // and filters written to a file beforehand.
    const floodPaths = join(dir, 'flood-paths.txt');
    await writeFile(
      floodPaths,
      Array.from({ length: 200_000 }, () =>
        Math.random() < 0.5 ? searchPath(site$, site$.words) : filterPath(site$),
      ).join('\n'),
    );
    let flood;
    const startFlood = (record) => {
      const seconds = String(Math.max(1, (MINUTE_MS - 500) / 1000));
      const args = [FLOOD_SCRIPT, site, floodPaths, seconds, String(FLOOD_CONNECTIONS), FLOOD_ADDRESS];
      flood = new Promise((resolve) => {
        execFile('nice', ['-n', '19', process.execPath, ...args], { maxBuffer: 1 << 20 }, (error, stdout) => {
          try {
            resolve(JSON.parse(stdout));
          } catch {
            resolve({ count: 0, ok: 0, limited: 0, failures: 1, failureSamples: [{ error: error?.message }] });
          }
        });
      }).then((answer) => {
        Object.assign(record.flood, {
          count: answer.count,
          ok: answer.ok,
          limited: answer.limited,
          seconds: Number(seconds),
        });
        record.flood.failures = answer.failures;
        for (const sample of answer.failureSamples) {
          if (failureSamples.length < 30) failureSamples.push({ minute: record.minute, kind: 'flood', ...sample });
        }
      });
    };
    const stopFlood = async () => {
      await flood;
      flood = undefined;
    };

    const sampler = async () => {
      const at = Date.now();
      const [one, two, clients] = await Promise.all([...metricsPorts.map(instanceSample), redisClients(redis.port)]);
      samples.push({
        at,
        minute: minute.minute,
        instances: [one, two],
        redisClients: clients,
        floorMB: (rssKiB(floor.pid) ?? NaN) / 1024,
      });
    };
    const samplerTimer = setInterval(() => void sampler(), SAMPLE_MS);
    await sampler();
    const stopVisitors = openLoop(RATE, visitor);
    const started = Date.now();
    let restart;
    for (let m = 0; m < MINUTES; m += 1) {
      if (m > 0) minutes.push((minute = newMinute(m)));
      const phase = phaseOf(m);
      say(`soak: minute ${m + 1} of ${MINUTES}: ${phase}`);
      if (phase === 'flood' && FLOOD_CONNECTIONS > 0) startFlood(minute);
      const flap = phase === 'flap' ? FLAPS[Math.floor(m / 5) % FLAPS.length] : undefined;
      if (flap) await demo.setFault('*', flap);
      minute.flap = flap;
      demo.publish(`Soak publish ${m + 1}: circular on the ${m % 2 ? 'GST' : 'power tariff'} meeting`).then(
        (answer) => (minute.publish = answer.webhook?.status ?? answer.status),
        () => (minute.publish = 'error'),
      );
      if (phase === 'restart') {
        const began = Date.now();
        restart = group.rollingRestart({ instances: [1, 2] }).then(
          () => ({ seconds: (Date.now() - began) / 1000 }),
          (error) => ({ error: error.message }),
        );
      }
      await sleep(started + (m + 1) * MINUTE_MS - Date.now());
      if (flap) await demo.setFault('*', 'ok');
      await stopFlood();
    }
    stopVisitors();
    clearInterval(samplerTimer);
    const restarted = await restart;
    await waitUntil(() => outstanding === 0, REQUEST_TIMEOUT_MS + 5000);
    await sampler();
    // The reference: the bare Next page under its own load, as the bench loads it, its resident memory over the
    // second half of that load.
    say(`soak: the bare Next page under its own load (${FLOOR_LOAD_SECONDS} s)`);
    const floorKiB = [];
    const floorSampler = setInterval(() => floorKiB.push(rssKiB(floor.pid)), 1000);
    const floorLoad = await loadFor(`${floor.url}/`, FLOOR_LOAD_SECONDS);
    clearInterval(floorSampler);
    const floorUnderLoad = {
      rssMB: median(floorKiB.slice(-Math.floor(FLOOR_LOAD_SECONDS / 2)).filter(Boolean)) / 1024,
      requestsPerSecond: floorLoad.requestsPerSecond,
    };

    const results = {
      when: new Date().toISOString(),
      minutesPlanned: MINUTES,
      minuteMs: MINUTE_MS,
      rate: RATE,
      env: EXTRA_ENV,
      floorUnderLoad,
      restartMinute: RESTART_MINUTE,
      restart: restarted,
      limit: await renderLimit(),
      skipped,
      failureSamples,
      minutes: minutes.map(summariseMinute),
      latency: windows(minutes),
      samples,
      logs: await keepLogs(dir, instances),
    };
    const targets = soakTargets(results);
    results.targets = targets;
    await writeFile(join(ROOT, 'bench/soak-results.json'), `${JSON.stringify(results, null, 1)}\n`);
    await soakReport(results, { markdownPath: join(ROOT, 'bench/SOAK.md'), svgPath: join(ROOT, 'bench/soak.svg') });
    console.log('\nSoak targets:');
    for (const t of targets) console.log(`${t.met ? '✅' : '❌'} ${t.label}: ${t.value}`);
    exitCode = targets.every((t) => t.met) ? 0 : 1;
    say('soak: wrote bench/SOAK.md, bench/soak.svg and bench/soak-results.json');
  } catch (error) {
    console.error(`The soak could not run: ${error.stack ?? error.message}`);
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    for (const agent of agents.values()) agent.destroy();
    await rm(dir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

/**
 * The instances' and nginx's logs, kept beside the report's figures in a folder of the system's temporary one (the
 * run's own folder is removed): their error lines counted, each kind once with its first line.
 */
async function keepLogs(dir, instances) {
  const kept = await mkdtemp(join(tmpdir(), 'rasi-soak-logs-'));
  const files = [...instances.map((i) => `instance-${i.n}.log`), 'error.log'];
  await Promise.all(files.map((file) => copyFile(join(dir, file), join(kept, file)).catch(() => undefined)));
  const errorLines = await Promise.all(
    instances.map(async (i) =>
      (await i.log()).split('\n').filter((line) => /"level":"(error|fatal)"|⨯|FATAL|heap out of memory/.test(line)),
    ),
  );
  say(`soak: logs kept in ${kept}`);
  return {
    folder: kept,
    instanceErrors: errorLines.map((lines) => lines.length),
    firstErrors: [...new Set(errorLines.flat().map((line) => line.slice(0, 300)))].slice(0, 10),
  };
}

async function waitUntil(check, ms) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await sleep(100);
}

const percentile = (values, p) => {
  if (values.length === 0) return undefined;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

function summariseMinute(m) {
  const seconds = MINUTE_MS / 1000;
  return {
    minute: m.minute,
    phase: m.phase,
    flap: m.flap,
    publish: m.publish,
    visitors: {
      count: m.visitors.count,
      rps: m.visitors.count / seconds,
      p50: percentile(m.visitors.ms, 50),
      p99: percentile(m.visitors.ms, 99),
      failures: m.visitors.failures,
      limited: m.visitors.limited,
      hungUp: m.visitors.hungUp,
      kinds: m.visitors.kinds,
    },
    flood: { ...m.flood, rps: m.flood.count / seconds },
  };
}

/**
 * Visitors' p99 over several minutes together: the first five after the warm-up against the last five (the same
 * parts, one cycle each), and the calm minutes against the flood minutes (the restart's and the flaps' minutes in
 * neither).
 */
function windows(minutes) {
  const p99Of = (chosen) => ({
    minutes: chosen.map((m) => m.minute),
    p99: percentile(
      chosen.flatMap((m) => m.visitors.ms),
      99,
    ),
  });
  const measured = minutes.filter((m) => m.minute > 0);
  return {
    firstFive: p99Of(measured.slice(0, 5)),
    lastFive: p99Of(measured.slice(-5)),
    calm: p99Of(measured.filter((m) => m.phase === 'calm')),
    flood: p99Of(measured.filter((m) => m.phase === 'flood')),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
