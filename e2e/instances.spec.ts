import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { createClient } from 'redis';
import type { LocalNginx } from '../scripts/nginx-local.mjs';
import { revisionMark, startTestBackend, type TestBackend } from './support/backend';
import { copyStandalone, freePort } from './support/standalone';

// Two instances of the standalone build behind deploy/nginx/rasi.conf, sharing one page cache in Redis
// (CACHE_REDIS_URL), as deploy/README.md sets them up. Each instance is started and stopped by shell commands, the
// way systemd's rasi-website@N would, so that deploy/rolling-restart.sh itself restarts them.
const loadNginxLocal = () => import('../scripts/nginx-local.mjs');
const loadRedisLocal = () => import('../scripts/redis-local.mjs');
const run = promisify(execFile);

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));

test.skip(!!process.env.BASE_URL, 'runs the local build in .next/standalone, not a deployed site');
test.skip(!NGINX || !REDIS, 'nginx or redis-server is not installed (.ci/run installs both)');
test.describe.configure({ mode: 'serial' });

const WINDOW_SECONDS = 3;
const TOKEN = `instances-${Date.now()}`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitFor(check: () => Promise<boolean>, what: string, timeout = 60_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

interface Instance {
  readonly n: number;
  readonly port: number;
  readonly url: string;
  /** The shell commands deploy/rolling-restart.sh is given (its STOP and START, with %i for the instance). */
  pid(): Promise<number>;
  log(): Promise<string>;
  start(): Promise<void>;
  crash(): Promise<void>;
  stop(): Promise<void>;
}

let dir: string;
let portBase: number;
let backend: TestBackend;
let redis: Awaited<ReturnType<Awaited<ReturnType<typeof loadRedisLocal>>['startRedis']>>;
let nginx: LocalNginx;
let site: string;
const instances: Instance[] = [];
const copies: { remove(): Promise<void> }[] = [];

const startCommand = [
  `cd ${dirPlaceholder('build')} || exit 1`,
  `set -a; . ${dirPlaceholder('env')}; set +a`,
  `PORT=$((PORT_BASE + %i)) nohup node server.js < /dev/null >> ${dirPlaceholder('log')} 2>&1 &`,
  `echo $! > ${dirPlaceholder('pid')}`,
].join('\n');
const stopCommand = `pid=$(cat ${dirPlaceholder('pid')}); kill -TERM "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done`;

/** A path in the test's folder for instance %i. */
function dirPlaceholder(kind: 'build' | 'env' | 'log' | 'pid'): string {
  return `"$TEST_DIR/${kind === 'build' ? 'build-%i' : `instance-%i.${kind}`}"`;
}

const shellEnv = () => ({ ...process.env, TEST_DIR: dir, PORT_BASE: String(portBase) });
const shell = (command: string, n: number) =>
  run('bash', ['-c', command.replaceAll('%i', String(n))], { env: shellEnv() });

function instance(n: number): Instance {
  const port = portBase + n;
  const file = (kind: string) => join(dir, `instance-${n}.${kind}`);
  return {
    n,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: async () => Number((await readFile(file('pid'), 'utf8')).trim()),
    log: () => readFile(file('log'), 'utf8').catch(() => ''),
    async start() {
      await shell(startCommand, n);
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, `instance ${n} to start`);
    },
    async crash() {
      process.kill(await this.pid(), 'SIGKILL');
      await waitFor(
        async () =>
          !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
            () => true,
            () => false,
          )),
        `instance ${n} to die`,
      );
    },
    async stop() {
      await shell(stopCommand, n).catch(() => undefined);
    },
  };
}

/**
 * Requests `paths` through `base` from `connections` loops until `stop()`; counts answers other than 200 (and the
 * requests that got no answer at all) as failures.
 */
function load(base: string, paths: readonly string[], connections = 4) {
  let running = true;
  let ok = 0;
  const failures: string[] = [];
  const loops = Array.from({ length: connections }, async (_, c) => {
    for (let i = c; running; i++) {
      const path = paths[i % paths.length]!;
      try {
        const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        if (response.status === 200) ok += 1;
        else failures.push(`${path}: HTTP ${response.status}`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { ok, failures };
    },
  };
}

// What goes through to Node on every request (nothing nginx may cache) next to pages it caches.
const MIXED_PATHS = ['/api/health', '/', '/rasi-members?q=steel', '/gallery', '/find-page?q=membrship', '/aboutrasi'];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = await mkdtemp(join(tmpdir(), 'rasi-instances-'));
  const base = await freePort(3240);
  portBase = base - 1;
  // Instances on portBase + 1 and + 2, redis and nginx after them.
  if ((await freePort(base + 1)) !== base + 1) throw new Error(`port ${base + 1} is taken`);
  const { startRedis } = await loadRedisLocal();
  redis = await startRedis(await freePort(base + 2));
  backend = await startTestBackend(TOKEN);
  for (const n of [1, 2]) {
    const copy = await copyStandalone();
    copies.push(copy);
    await run('ln', ['-s', copy.dir, join(dir, `build-${n}`)]);
    const env = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOSTNAME: '127.0.0.1',
      API_BASE_URL: backend.apiBaseUrl,
      API_TOKEN: TOKEN,
      REVALIDATE_SECONDS: String(WINDOW_SECONDS),
      CACHE_REDIS_URL: redis.url,
    };
    await writeFile(
      join(dir, `instance-${n}.env`),
      Object.entries(env)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
    );
    instances.push(instance(n));
  }
  await Promise.all(instances.map((i) => i.start()));

  const { localNginxConfig, startNginx } = await loadNginxLocal();
  const sitePort = await freePort(base + 3);
  const config = await localNginxConfig({
    dir,
    nodePorts: instances.map((i) => i.port),
    httpPort: await freePort(sitePort + 1),
    sitePort,
    tls: false,
    workers: 1,
  });
  nginx = await startNginx(dir, config);
  site = `http://127.0.0.1:${sitePort}`;
  await waitFor(async () => (await fetch(`${site}/api/health`)).ok, 'nginx');
});

test.afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await nginx?.stop();
  await redis?.close();
  await backend?.close();
  await Promise.all(copies.map((copy) => copy.remove()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('an instance serves the page another regenerated, byte for byte, and the backend is asked at most twice a window', async () => {
  test.setTimeout(120_000);
  const [a, b] = instances as [Instance, Instance];
  // Both have served the home page before, so each has a copy of its own.
  expect((await fetch(`${a.url}/`)).status).toBe(200);
  expect((await fetch(`${b.url}/`)).status).toBe(200);
  await sleep(WINDOW_SECONDS * 1000);
  await backend.reset();
  const mark = revisionMark(backend.revision);

  // Instance A regenerates the home page with the new data...
  let fromA = '';
  await waitFor(
    async () => (fromA = await (await fetch(`${a.url}/`)).text()).includes(mark),
    'instance A to regenerate the home page',
    6 * WINDOW_SECONDS * 1000,
  );
  // ...and instance B, asked for it for the first time since, serves that very page, not its own older copy.
  const fromB = await (await fetch(`${b.url}/`)).text();
  expect(fromB.includes(mark), 'instance B serves the new data at once').toBe(true);
  expect(fromB === fromA, 'instance B serves the same bytes as A').toBe(true);

  // Visitors on both instances for four windows, every page and list.
  const before = backend.calls();
  const started = Date.now();
  const traffic = [
    load(a.url, ['/', '/gallery', '/notification', '/api/events'], 2),
    load(b.url, ['/', '/tradefairs', '/bulletins', '/api/banners'], 2),
  ];
  await sleep(4 * WINDOW_SECONDS * 1000);
  await Promise.all(traffic.map((t) => t.stop()));
  const seconds = (Date.now() - started) / 1000;
  const after = backend.calls();
  // Each instance refreshes each call at most once a window: two instances, at most twice a window.
  const most = 2 * (Math.floor(seconds / WINDOW_SECONDS) + 1);
  for (const call of Object.keys(after)) {
    const calls = after[call]! - before[call]!;
    expect(calls, `${call}: ${calls} calls in ${seconds.toFixed(1)} s, at most ${most}`).toBeLessThanOrEqual(most);
    expect(calls, `${call} was refreshed while visitors came`).toBeGreaterThanOrEqual(1);
  }

  // After a window, the home page both serve is one page, byte for byte.
  await sleep(WINDOW_SECONDS * 1000);
  let pages: [string, string] = ['', ''];
  await waitFor(
    async () => {
      pages = [await (await fetch(`${a.url}/`)).text(), await (await fetch(`${b.url}/`)).text()];
      return pages[0] === pages[1];
    },
    'both instances to serve the same home page',
    2 * WINDOW_SECONDS * 1000,
  );
  expect(pages[0]).toContain(mark);

  // The pages are in Redis, under the build's prefix.
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    const keys = await client.keys('rasi:*');
    expect(keys.some((key) => key.endsWith('/$/index'))).toBe(true);
  } finally {
    await client.close();
  }
  const health = (await (await fetch(`${a.url}/api/health`)).json()) as { pageCache: string };
  expect(health.pageCache).toBe('shared');
});

test('a rolling restart by deploy/rolling-restart.sh under 60 s of load fails no request', async () => {
  test.setTimeout(180_000);
  const pids = await Promise.all(instances.map((i) => i.pid()));
  const traffic = load(site, MIXED_PATHS);
  const started = Date.now();
  await sleep(5000);
  const script = resolve('deploy/rolling-restart.sh');
  const { stdout } = await run('bash', [script], {
    env: {
      ...shellEnv(),
      INSTANCES: '1 2',
      NGINX_CONF: join(dir, 'nginx.conf'),
      NGINX_RELOAD: `kill -HUP ${nginx.process.pid}`,
      STOP: stopCommand,
      START: startCommand,
      DRAIN_SECONDS: '2',
      HEALTH_TIMEOUT: '60',
    },
  });
  expect(stdout).toContain('instance 1: healthy, back in the upstream');
  expect(stdout).toContain('instance 2: healthy, back in the upstream');
  await sleep(Math.max(0, 60_000 - (Date.now() - started)));
  const { ok, failures } = await traffic.stop();

  expect(failures).toEqual([]);
  expect(ok).toBeGreaterThan(100);
  // Both really restarted, and nginx's upstream has both back.
  const now = await Promise.all(instances.map((i) => i.pid()));
  expect(now[0]).not.toBe(pids[0]);
  expect(now[1]).not.toBe(pids[1]);
  expect(await readFile(join(dir, 'nginx.conf'), 'utf8')).not.toContain(' down;');
});

test('kill -9 of an instance under load fails no request; restarted, it carries the load for the other', async () => {
  test.setTimeout(120_000);
  const [a, b] = instances as [Instance, Instance];
  const traffic = load(site, MIXED_PATHS);
  await sleep(3000);
  await a.crash();
  await sleep(5000);
  await a.start();
  // nginx tries an instance it saw fail again after fail_timeout (5 s), with the next request.
  await sleep(6000);
  // The restarted instance is back in the rotation: with the other one gone, it answers everything.
  await b.crash();
  await sleep(5000);
  const { ok, failures } = await traffic.stop();
  await b.start();

  expect(failures).toEqual([]);
  expect(ok).toBeGreaterThan(20);
});

test('Redis stopping, frozen or missing at start: pages keep coming, one warning each, and sharing resumes', async () => {
  test.setTimeout(120_000);
  const [a, b] = instances as [Instance, Instance];
  const warnings = async (i: Instance) =>
    (await i.log()).split('\n').filter((line) => line.includes('"event":"shared_cache_unavailable"')).length;
  const before = await Promise.all(instances.map(warnings));

  // Stopped: every page still 200 from each instance's own cache.
  await redis.stop();
  for (const i of instances) {
    for (const path of ['/', '/aboutrasi', '/gallery', '/api/banners']) {
      expect((await fetch(`${i.url}${path}`)).status, `${path} on instance ${i.n}`).toBe(200);
    }
  }
  await sleep(WINDOW_SECONDS * 1000 + 500);
  for (const i of instances) expect((await fetch(`${i.url}/`)).status).toBe(200);
  const during = await Promise.all(instances.map(warnings));
  expect(during[0]! - before[0]!).toBe(1);
  expect(during[1]! - before[1]!).toBe(1);
  expect(((await (await fetch(`${a.url}/api/health`)).json()) as { pageCache: string }).pageCache).toBe(
    'local, Redis unavailable',
  );

  // Back (empty): the instances share again, and serve one page after a window.
  await redis.restart();
  await waitFor(async () => {
    const pages = [await (await fetch(`${a.url}/`)).text(), await (await fetch(`${b.url}/`)).text()];
    return pages[0] === pages[1] && (await a.log()).includes('"event":"shared_cache_restored"');
  }, 'the instances to share pages again');

  // Frozen (it holds the connection and answers nothing): each page waits at most the call limit, then is served.
  redis.pause();
  try {
    for (const path of ['/', '/aboutrasi', '/notification', '/contactus']) {
      const started = Date.now();
      const response = await fetch(`${a.url}${path}`);
      expect(response.status).toBe(200);
      // Nowhere near a hang: the call limit is 100 ms, the rest is the render on a busy machine.
      expect(Date.now() - started).toBeLessThan(5000);
    }
  } finally {
    redis.resume();
  }

  // Missing at start: an instance pointed at a Redis that is not there starts and serves, with one warning.
  const nowhere = await freePort(portBase + 30);
  const copy = await copyStandalone();
  copies.push(copy);
  const env = (await readFile(join(dir, 'instance-1.env'), 'utf8')).replace(
    /CACHE_REDIS_URL=.*/,
    `CACHE_REDIS_URL=redis://127.0.0.1:${nowhere}`,
  );
  await writeFile(join(dir, 'instance-9.env'), env);
  await run('ln', ['-s', copy.dir, join(dir, 'build-9')]);
  const lone = instance(9);
  await lone.start();
  try {
    for (const path of ['/', '/aboutrasi', '/gallery']) expect((await fetch(`${lone.url}${path}`)).status).toBe(200);
    expect(await warnings(lone)).toBe(1);
    expect(((await (await fetch(`${lone.url}/api/health`)).json()) as { pageCache: string }).pageCache).toBe(
      'local, Redis unavailable',
    );
  } finally {
    await lone.stop();
  }
});
