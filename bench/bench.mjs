// `npm run bench`: builds the site if needed and the floor (bench/floor, a bare App Router page with the same
// next/react/react-dom) when its build is missing or stale, starts the demo backend, a private copy of the site's
// standalone server and the floor's own, and measures, each against the floor in the same run: throughput (wrk
// when installed, autocannon otherwise; as browsers ask and without Accept-Encoding, see bench/throughput.mjs),
// first-load weight, Lighthouse in both throttling modes, and the tap that opens a gallery dialog on a phone
// profile. Prints progress and one report, and writes bench/results.json and (after a run of every part)
// bench/RESULTS.md. Everything runs on loopback and stops by itself.
//
// The machine is shared and noisy, so every throughput target is measured BENCH_ROUNDS times (default 3), the
// targets taking turns within each round, and the medians are reported; Lighthouse runs LIGHTHOUSE_RUNS times
// (default 3), every page and mode once per run, and reports the median of each metric.
//
// The site search's part runs first, in this process and before any server starts: its index built over the demo
// data, the index's size and the time of its queries (bench/search.mjs).
//
// Several instances (bench/instances.mjs): one instance against two behind nginx, and a rolling restart under load.
//
// A repeat visit on a throttled phone, with the service worker and without it (bench/repeat-visit.mjs).
//
// What visitors' field reports cost the pages (bench/field-reports.mjs).
//
// What Node renders per request under a client that asks a new search or filter each time (bench/rendered.mjs):
// this build alone, or against BENCH_BEFORE=<another build's .next/standalone> in the same rounds.
//
// Part of it: BENCH_ONLY=throughput,weight,lighthouse,tap,repeat,search,instances,publish,observability,vitals,rendered (or `node bench/bench.mjs --only tap`);
// BENCH_PATHS=/api/* measures only the throughput rows whose path starts so (here the six lists and the floor's route
// handler); BENCH_PATHS=/,/aboutrasi only those.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../lib/env.mjs';
import { ROUTES } from '../lib/route-table.mjs';
import { NGINX } from '../scripts/nginx-local.mjs';
import { rssKiB, startDemo, startSite, waitFor } from '../scripts/servers.mjs';
import { CHROME, ROOT, say, sleep, times, waitForOk } from './common.mjs';
import { buildFloor, floorVersions, startFloor } from './floor.mjs';
import {
  LIGHTHOUSE_MODES,
  lighthouseInterleaved,
  SELF_REFERENCE_MODE,
  WITHOUT_SCRIPTS,
  WITHOUT_WORKER,
  withoutScripts,
  withoutWorker,
} from './lighthouse.mjs';
import { markdown } from './report.mjs';
import { isProfilingBuild } from './react-profile.mjs';
import { measureTap, TAP_RUNS } from './tap.mjs';
import { measureRepeatVisits, REPEAT_RUNS } from './repeat-visit.mjs';
import { evaluateTargets, MEMBER_PAGE, tamilPath } from './targets.mjs';
import {
  BROWSER,
  BROWSER_HEADERS,
  cachingNginx,
  CONNECTIONS,
  DURATION,
  IDENTITY,
  measureRounds,
  ROUNDS,
  answerBytes,
  savedAnswersServer,
  sentBytes,
  WRK,
} from './throughput.mjs';
import { measureSearch, QUERY_ROUNDS } from './search.mjs';
import { measureWeight } from './weight.mjs';
import { measureInstances } from './instances.mjs';
import { measurePublish } from './publish.mjs';
import { measureObservability } from './observability.mjs';
import { measureFieldReports } from './field-reports.mjs';
import { measureRendered } from './rendered.mjs';

const PARTS = [
  'throughput',
  'weight',
  'lighthouse',
  'tap',
  'repeat',
  'search',
  'instances',
  'publish',
  'observability',
  'vitals',
  'rendered',
];
// The parts that measure a running server.
const SERVER_PARTS = [
  'throughput',
  'weight',
  'lighthouse',
  'tap',
  'repeat',
  'instances',
  'observability',
  'vitals',
  'rendered',
];
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// A short freshness window, so that pages regenerate during the run (as they do on a live site) and the hanging
// backend is noticed within seconds.
const REVALIDATE_SECONDS = Number(process.env.BENCH_REVALIDATE_SECONDS ?? 10);
const PAGE_ROWS = [
  '/',
  '/ta',
  '/gallery',
  '/notification',
  '/aboutrasi',
  '/ta/aboutrasi',
  '/rasi-members',
  MEMBER_PAGE,
  '/contactus',
];
// The six lists the browser's SWR polls (app/api/*), each judged against the floor's route handler.
const LIST_ROWS = ['banners', 'bulletins', 'notifications', 'events', 'gallery', 'exhibitors'].map((n) => `/api/${n}`);
// BENCH_PATHS=/,/aboutrasi or /api/* (a prefix): only those rows, and the floors they are judged against; a quicker
// run for one comparison.
const ONLY_PATHS = process.env.BENCH_PATHS?.split(',').filter(Boolean);
const picked = (path) =>
  !ONLY_PATHS || ONLY_PATHS.some((only) => (only.endsWith('*') ? path.startsWith(only.slice(0, -1)) : path === only));
const NODE_PATHS = PAGE_ROWS.filter(picked);
const LIST_PATHS = LIST_ROWS.filter(picked);
const NGINX_CACHED_PATHS = ['/', '/gallery', '/contactus'].filter(picked);
// The bytes a browser downloads through deploy/nginx/rasi.conf against Node alone, nginx's cache cold and warm.
const NGINX_BYTES_PATHS = ['/', '/ta', '/gallery', '/aboutrasi', '/ta/aboutrasi', '/contactus', '/api/banners'].filter(
  picked,
);
// The Tamil twins of the home page and a text page, judged against their English twins in the same run.
// And one member firm's page, judged against /aboutrasi (bench/targets.mjs).
const LIGHTHOUSE_PATHS = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',').filter(Boolean) ?? [
  '/',
  '/ta',
  '/aboutrasi',
  '/ta/aboutrasi',
  '/gallery',
  '/rasi-members',
  '/notification',
  MEMBER_PAGE,
];
// The pages also measured with their service worker blocked: the home page, a text page in both languages and the
// directory (whose button keeps pages for offline reading). BENCH_WORKER_FREE_PATHS= (empty) measures none.
const WORKER_FREE_PATHS = (process.env.BENCH_WORKER_FREE_PATHS ?? '/,/aboutrasi,/ta/aboutrasi,/rasi-members')
  .split(',')
  .filter(Boolean);
// BENCH_LIGHTHOUSE_PATHS=/aboutrasi,/ta/aboutrasi measures only those (and the floor): a quicker run for one
// comparison. Every page measured, and the floor, is measured again in devtools mode with its scripts blocked: the
// reference its LCP and its scripts' main-thread work are judged against (bench/targets.mjs).
const FLOOR_LABEL = 'floor: /';
// The floor's route handler (bench/floor/app/api/list): a force-dynamic handler answering a 4 KB JSON list.
const FLOOR_LIST_PATH = '/api/list';
const FLOOR_LIST_LABEL = `floor: ${FLOOR_LIST_PATH}`;
// The floor as it is after start-up, before it has rendered anything: on Node 20 a Next server that has rendered
// once (its 404 page, a regeneration, a proxy call) runs every promise through AsyncLocalStorage's hooks from then
// on, for the life of the process, which costs a bare page about a quarter of its rate; Node 24 does without them.
// The floor the targets use has rendered its 404 page once, as every server in service has; this one is shown beside.
const COLD_FLOOR_LABEL = 'floor: / (nothing rendered since start)';
const HUNG_LABEL = '/ while the backend hangs';
// Every page in both languages, and one member firm's (its 132 pages are alike; e2e/members.spec.ts checks them all).
const PAGE_PATHS = [...ROUTES.map((route) => route.path), MEMBER_PAGE].flatMap((path) => [path, tamilPath(path)]);

function selectedParts() {
  const flag = process.argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  const raw =
    flag >= 0
      ? process.argv[flag].includes('=')
        ? process.argv[flag].split('=')[1]
        : process.argv[flag + 1]
      : process.env.BENCH_ONLY;
  if (!raw) return PARTS;
  const picked = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = picked.filter((part) => !PARTS.includes(part));
  if (unknown.length || picked.length === 0) {
    console.error(`BENCH_ONLY / --only: "${raw}"; choose among ${PARTS.join(', ')}`);
    process.exit(2);
  }
  return PARTS.filter((part) => picked.includes(part));
}

/** Has the floor render its not-found page once: from then on it runs as a server in service does. */
async function putInService(floor) {
  const response = await fetch(`${floor.url}/bench-asks-for-a-page-that-is-not-there`);
  await response.arrayBuffer();
  if (response.status !== 404) throw new Error(`the floor answered ${response.status} for an unknown page, not 404`);
}

/**
 * What a browser downloads of each page through deploy/nginx/rasi.conf, against Node alone: a new nginx, so that its
 * cache is cold for each page's first request (then warm), in front of the site whose pages are compressed already.
 */
async function measureNginxBytes(site) {
  const nginx = await cachingNginx(new URL(site.url).port);
  try {
    const rows = [];
    for (const path of NGINX_BYTES_PATHS) {
      // Node's own copy at its best compression, made in the background after a first request.
      let node = await sentBytes(`${site.url}${path}`);
      for (const started = Date.now(); node.provisional && Date.now() - started < 60_000;) {
        await sleep(200);
        node = await sentBytes(`${site.url}${path}`);
      }
      const cold = await sentBytes(`${nginx.url}${path}`);
      const warm = await sentBytes(`${nginx.url}${path}`);
      rows.push({ path, node, cold, warm });
    }
    return rows;
  } finally {
    await nginx.stop();
  }
}

async function measureThroughput({ site, floor, demo, stops, results }) {
  await putInService(floor);
  const coldFloor = NODE_PATHS.length ? await startFloor() : null;
  if (coldFloor) stops.push(coldFloor.stop);
  // Each page and the floor twice: as a browser asks (the main table and the targets), and without Accept-Encoding.
  const asked = [
    { asked: BROWSER, headers: BROWSER_HEADERS },
    { asked: IDENTITY, headers: {} },
  ];
  const targets = asked.flatMap((way) => [
    ...NODE_PATHS.map((path) => ({ label: path, url: `${site.url}${path}`, ...way })),
    ...(NODE_PATHS.length ? [{ label: FLOOR_LABEL, url: `${floor.url}/`, ...way }] : []),
    ...LIST_PATHS.map((path) => ({ label: path, url: `${site.url}${path}`, ...way })),
    ...(LIST_PATHS.length ? [{ label: FLOOR_LIST_LABEL, url: `${floor.url}${FLOOR_LIST_PATH}`, ...way }] : []),
  ]);
  if (coldFloor)
    targets.push({ label: COLD_FLOOR_LABEL, url: `${coldFloor.url}/`, asked: BROWSER, headers: BROWSER_HEADERS });
  if (NGINX && NGINX_BYTES_PATHS.length) results.nginxBytes = await measureNginxBytes(site);
  if (NGINX && NGINX_CACHED_PATHS.length) {
    const cache = await cachingNginx(new URL(site.url).port);
    stops.push(cache.stop);
    // Each page as each client gets it through nginx, once its cache holds Node's best bytes; and those very bytes
    // sent by nginx from a file, the reference it is judged against.
    const saved = [];
    for (const path of NGINX_CACHED_PATHS) {
      for (const way of asked) {
        const url = `${cache.url}${path}`;
        await waitFor(async () => (await sentBytes(url, way.headers)).cache === 'HIT', `${path} kept by nginx`);
        saved.push({
          path,
          way,
          name: `${path.replace(/\W+/g, '-')}-${way.asked}`,
          ...(await answerBytes(url, way.headers)),
        });
      }
    }
    const files = await savedAnswersServer(saved);
    stops.push(files.stop);
    for (const { path, way, name } of saved) {
      targets.push({ label: `nginx file: ${path}`, url: files.url(name), ...way });
      targets.push({ label: `nginx cache: ${path}`, url: `${cache.url}${path}`, ...way });
    }
  } else if (!NGINX) {
    say('nginx is not installed: skipping the nginx rows (apt-get install nginx)');
  }
  if (!WRK) say('wrk is not installed: using autocannon, which runs in this process (apt-get install wrk)');
  // Resident memory of the site's instance and of the floor, before and after the rounds (issue 56 bounds it).
  const resident = () => ({ site: site.rssKiB(), floor: rssKiB(floor.pid) });
  const before = resident();
  const rows = await measureRounds(targets);
  results.residentKiB = { before, after: resident() };

  // A hanging backend: every call hangs until the site's timeout. Once the window has passed, each page
  // regenerates in the background and keeps serving its last good copy meanwhile.
  if (NODE_PATHS.includes('/')) {
    say('hanging backend: every call now hangs');
    await demo.setFault('*', 'hang');
    await sleep((REVALIDATE_SECONDS + 1) * 1000);
    await waitForOk(`${site.url}/`);
    const hung = { label: HUNG_LABEL, url: `${site.url}/`, asked: BROWSER, headers: BROWSER_HEADERS };
    rows.push(...(await measureRounds([hung])));
    await demo.setFault('*', 'ok');
  }

  for (const way of [BROWSER, IDENTITY]) {
    const table = rows.filter((t) => t.asked === way);
    const floorRow = table.find((t) => t.label === FLOOR_LABEL);
    const floorListRow = table.find((t) => t.label === FLOOR_LIST_LABEL);
    for (const t of table) {
      // What the throughput targets apply to: a page against the floor's page, a list against the floor's route
      // handler (not the hanging-backend row).
      t.page = NODE_PATHS.includes(t.label);
      t.list = LIST_PATHS.includes(t.label);
      const reference = t.list || t.label === FLOOR_LIST_LABEL ? floorListRow : floorRow;
      if (t.label.startsWith('nginx cache: ')) {
        const file = table.find((f) => f.label === t.label.replace('nginx cache: ', 'nginx file: '));
        if (file) t.ratio = times(t.requestsPerSecond, file.requestsPerSecond);
      } else if (t.label.startsWith('nginx file: ')) {
        t.ratio = '1.00×';
      } else if (reference) {
        t.floorRatio = times(t.requestsPerSecond, reference.requestsPerSecond);
        t.p99FloorRatio = times(t.p99, reference.p99);
      }
    }
  }
  return rows;
}

/** The parts measured on the production server with the demo backend, each against the floor. */
async function measureServers(parts, results) {
  const needsFloor = parts.some(
    (part) => !['tap', 'repeat', 'search', 'instances', 'observability', 'vitals', 'rendered'].includes(part),
  );
  if (!existsSync(join(ROOT, '.next/standalone/server.js'))) {
    say('no build found: running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (isProfilingBuild()) {
    say("the build in .next is React's profiling build (`npm run build -- --profile`): build again without it.");
    process.exit(2);
  }
  const env = readEnv();
  if (!env.demo) {
    say('API_BASE_URL is set: the benchmark always uses the bundled demo backend; unset it and rebuild to compare.');
    process.exit(2);
  }
  if (needsFloor) results.versions = buildFloor();

  // The demo backend on the port the build was made with, so that the build's image host matches.
  const demo = await startDemo({ port: env.demoPort, control: true, ownProcess: true }).catch((error) => {
    throw new Error(`could not start the demo backend on port ${env.demoPort} (set DEMO_PORT?): ${error.message}`);
  });
  const stops = [demo.close];
  try {
    say(`demo backend on ${demo.url}; starting the production server (a private copy of .next/standalone)`);
    const siteEnv = {
      API_BASE_URL: demo.apiBaseUrl,
      API_TOKEN: demo.token,
      REVALIDATE_SECONDS: String(REVALIDATE_SECONDS),
    };
    const site = await startSite({ env: siteEnv });
    stops.push(site.stop);
    const floor = needsFloor ? await startFloor() : null;
    if (floor) {
      stops.push(floor.stop);
      say(`the floor on ${floor.url}`);
    }
    // Each page regenerates once from this backend (the copy's pages are dated back), then is warm.
    for (let i = 0; i < 2; i += 1)
      for (const path of [...PAGE_PATHS, ...LIST_ROWS]) await waitForOk(`${site.url}${path}`);

    if (parts.includes('throughput'))
      results.throughput = await measureThroughput({ site, floor, demo, stops, results });

    if (parts.includes('weight')) {
      say('weight of the floor and of every route');
      const scripts = new Map();
      results.floorWeight = await measureWeight(floor.url, '/', new Map());
      for (const path of PAGE_PATHS) results.weight.push(await measureWeight(site.url, path, scripts));
    }

    if (parts.includes('lighthouse')) {
      if (CHROME) {
        const pages = [
          { label: FLOOR_LABEL, url: `${floor.url}/` },
          ...LIGHTHOUSE_PATHS.map((path) => ({ label: path, url: `${site.url}${path}` })),
        ];
        // Each page's script-free run comes right after its own run (devtools mode only), so that the difference
        // between the two, its scripts' work, is taken within one minute of the machine (bench/targets.mjs).
        const targets = pages.flatMap((page) => [
          page,
          {
            ...page,
            label: withoutScripts(page.label),
            of: page.label,
            args: [WITHOUT_SCRIPTS],
            reference: true,
            modes: [SELF_REFERENCE_MODE],
          },
        ]);
        // The pages of WORKER_FREE_PATHS again with the service worker's script blocked, in both modes: the worker's
        // cost to a first visit, judged within the same run (bench/targets.mjs).
        const workerFree = pages
          .filter((page) => WORKER_FREE_PATHS.includes(page.label))
          .map((page) => ({
            ...page,
            label: withoutWorker(page.label),
            of: page.label,
            without: 'worker',
            args: [WITHOUT_WORKER],
            reference: true,
          }));
        results.lighthouse = lighthouseInterleaved([...targets, ...workerFree], LIGHTHOUSE_RUNS, LIGHTHOUSE_MODES);
      } else {
        say('no Chromium found: skipping Lighthouse (set CHROME_PATH)');
      }
    }

    if (parts.includes('tap')) {
      try {
        results.tap = await measureTap(site.url);
      } catch (error) {
        results.tap = { path: '/gallery', error: error.message.split('\n')[0] };
      }
    }

    if (parts.includes('repeat')) results.repeat = await measureRepeatVisits(site.url);

    if (parts.includes('instances')) {
      results.instances = await measureInstances({ demo, revalidateSeconds: REVALIDATE_SECONDS });
    }

    if (parts.includes('observability')) {
      results.observability = await measureObservability({ demo, revalidateSeconds: REVALIDATE_SECONDS });
    }

    if (parts.includes('vitals')) {
      results.fieldReports = await measureFieldReports({ demo, revalidateSeconds: REVALIDATE_SECONDS });
    }

    if (parts.includes('rendered')) results.rendered = await measureRendered({ site, siteEnv });
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

async function main() {
  const parts = selectedParts();
  const results = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus().length} cores, Node ${process.version}`,
    client: WRK ? 'wrk' : 'autocannon',
    versions: floorVersions(),
    settings: {
      only: parts,
      duration: DURATION,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      revalidateSeconds: REVALIDATE_SECONDS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      tapRuns: TAP_RUNS,
      repeatRuns: REPEAT_RUNS,
      searchRounds: QUERY_ROUNDS,
    },
    throughput: [],
    nginxBytes: [],
    floorWeight: null,
    weight: [],
    lighthouse: [],
    tap: null,
    repeat: null,
    search: null,
    instances: null,
    publish: null,
    observability: null,
    fieldReports: null,
    rendered: null,
    targets: [],
  };
  if (parts.includes('search')) results.search = await measureSearch();
  if (parts.includes('publish')) results.publish = await measurePublish();
  if (parts.some((part) => SERVER_PARTS.includes(part))) await measureServers(parts, results);
  results.targets = evaluateTargets(results);

  await writeFile(new URL('./results.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
  const md = markdown(results);
  if (parts.length === PARTS.length) await writeFile(new URL('./RESULTS.md', import.meta.url), md);
  else say('a part of the benchmark only: bench/results.json written, bench/RESULTS.md left as it was');
  console.log(`\n${md}`);
}

await main();
