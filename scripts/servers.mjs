// The one launcher of the servers the tests, the benchmark, the demo's check and `npm run dev|build|start` start:
// the demo backend (in this process, or in one of its own), and `node server.js` in a private copy of the
// standalone build, configured only through the environment, the way a Node host runs it. Everything listens on
// loopback ports and stops with `close()` or `stop()`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const STANDALONE = join(ROOT, '.next/standalone');
const RUN_SCRIPT = join(ROOT, 'scripts/run.mjs');

/**
 * Copies the project as it is on disk, committed or not, without what git ignores (no node_modules, no .next), into
 * `dir`; with `linkModules`, node_modules is added as hard links to this checkout's (on the same disk; a copy elsewhere).
 */
export function copyProject(dir, { linkModules = false } = {}) {
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (files.status !== 0) throw new Error(`git ls-files failed: ${files.stderr}`);
  for (const file of files.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(dir, file));
  }
  if (linkModules) {
    // Hard links where `dir` is on the same disk; a copy where it is not (hard links cannot cross devices).
    const from = join(ROOT, 'node_modules');
    const to = join(dir, 'node_modules');
    let linked = spawnSync('cp', ['-al', from, to], { encoding: 'utf8' });
    if (linked.status !== 0) {
      rmSync(to, { recursive: true, force: true });
      linked = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' });
    }
    if (linked.status !== 0) throw new Error(`copying node_modules failed: ${linked.stderr}`);
  }
}

/** A free loopback port, or `preferred` when it is free. */
export function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => (preferred ? freePort(0).then(resolve, reject) : reject(error)));
    probe.listen(preferred, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const oneOffToken = (prefix) => `${prefix}-${randomBytes(18).toString('base64url')}`;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every 200 ms until it holds (a throw counts as not yet), or throws naming `what` after `timeoutMs`.
 * The one waiting loop of the tests, the benchmark and the launchers.
 */
export async function waitFor(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const holds = () =>
    Promise.resolve()
      .then(check)
      .catch(() => false);
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${timeoutMs} ms)`);
    await sleep(200);
  }
}

const QUIET = { info() {}, warn() {}, error() {}, log() {} };

function stopper(child, graceMs = 5000) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
    });
}

/**
 * The demo backend (demo/server.mjs) on `port` (any free one by default), in this process and quiet unless `log`
 * is given. With `ownProcess`, in a process of its own: a load generator in this one would starve it. With
 * `control`, its loopback-only /__control endpoints are on; with `publish` (`{ webhookUrl, secret }`), its
 * loopback-only /__demo/publish (in its own process, `publish(title)` calls it). `setFault(call, mode)` breaks one
 * call, or every call with '*' ('ok' mends); `close()` stops it.
 */
export async function startDemo({
  port = 0,
  token = oneOffToken('demo'),
  control = false,
  publish,
  ownProcess = false,
  log = QUIET,
} = {}) {
  if (!ownProcess) {
    // Loaded here: the demo draws its images with sharp, which a site started with its own backend never needs.
    const { startDemoBackend } = await import('../demo/server.mjs');
    const demo = await startDemoBackend({ port, token, allowControl: control, publish, log });
    return { ...demo, token };
  }
  const child = spawn(process.execPath, ['demo/server.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      API_TOKEN: token,
      DEMO_PORT: String(port || (await freePort())),
      ...(control ? { DEMO_CONTROL: '1' } : {}),
      ...(publish ? { DEMO_WEBHOOK_URL: publish.webhookUrl, DEMO_WEBHOOK_SECRET: publish.secret } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the demo backend exited with ${code}:\n${output}`)));
  });
  return {
    url,
    apiBaseUrl: `${url}/api`,
    token,
    async setFault(call, mode) {
      const response = await fetch(`${url}/__control/fault`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ call, mode }),
      });
      if (response.status !== 204) throw new Error(`setFault ${call} ${mode}: HTTP ${response.status}`);
    },
    /** With `publish`: adds a notification and calls the site's webhook; resolves to the demo's answer. */
    async publish(title, description) {
      const response = await fetch(`${url}/__demo/publish`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title, description }),
      });
      return { status: response.status, ...(await response.json().catch(() => ({}))) };
    },
    close: stopper(child),
  };
}

function backdate(dir, when) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) backdate(path, when);
    else utimesSync(path, when, when);
  }
}

/**
 * A private copy of .next/standalone for one server: Next writes regenerated pages beside the build
 * (.next/server/route-cache), so servers sharing one folder would serve each other's pages, and a run would leave
 * its data in the folder that gets deployed. The copy starts from the build's own output, without the caches
 * earlier servers left (node_modules is linked, not copied). With `backdate` its prerendered pages are dated a
 * day back, as on a host that started long after its build: the first request of each page regenerates it from
 * the backend under test instead of waiting out the freshness window the build was made with. `from` copies another
 * build's standalone folder instead (bench/compare-builds.mjs). `remove()` deletes it.
 */
export function copyStandalone({ backdate: aged = true, from = STANDALONE } = {}) {
  if (!existsSync(join(from, 'server.js'))) {
    throw new Error(`No standalone build in ${from}: run \`npm run build\` first.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'rasi-site-'));
  cpSync(from, dir, {
    recursive: true,
    filter: (source) =>
      !/^\/(node_modules|\.next\/cache|\.next\/server\/route-cache)(\/|$)/.test(source.slice(from.length)),
  });
  symlinkSync(join(from, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (aged) backdate(join(dir, '.next/server/app'), new Date(Date.now() - 24 * 3600 * 1000));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * `node server.js` in `dir` on `port`, with only the environment a service manager would give it plus `env`.
 * Resolves once Next has printed "Ready" (so the answer is this server's, not another one's on the port) and
 * `readyPath` (the site's /api/health; `/` for an app without it) answers 200; rejects with the server's output if
 * it exits or does not answer within `timeoutMs`. `args` runs another Node script instead (`[scripts/run.mjs,
 * 'start']`: `npm start`). Everything the server writes goes to `onOutput` as well as to `log()`. With `readyPath`
 * null it resolves as soon as the process is spawned, for a test of what a starting server answers.
 */
export async function launchServer({
  dir,
  port,
  env = {},
  args = ['server.js'],
  timeoutMs = 30_000,
  onOutput = () => {},
  readyPath = '/api/health',
}) {
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    const text = chunk.toString('utf8');
    output += text;
    onOutput(text);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    pid: child.pid,
    log: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: stopper(child),
  };
  if (readyPath === null) return server;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exited()) throw new Error(`${args.join(' ')} exited at start (code ${child.exitCode}):\n${output}`);
    try {
      if (output.includes('Ready') && (await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) })).ok) {
        return server;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${args.join(' ')} did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(200);
  }
}

/** Resident memory of a process in KiB, from /proc (Linux only). */
export function rssKiB(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `npm start` (scripts/run.mjs) runs `.next/standalone/server.js` below its working directory: a folder of its own
 * whose `.next/standalone` is the private copy.
 */
function npmStartFolder(copy) {
  const dir = mkdtempSync(join(tmpdir(), 'rasi-npm-start-'));
  mkdirSync(join(dir, '.next'));
  symlinkSync(copy.dir, join(dir, '.next/standalone'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The site as a Node host runs it (`node server.js`) in a private copy of the build (or of the standalone folder
 * `from`: see copyStandalone), or in `dir`, a copy the caller made and removes; with `npmStart`, as `npm start` runs
 * it: scripts/run.mjs, which starts the demo backend on DEMO_PORT when API_BASE_URL is unset. `log()` holds everything it wrote, across restarts;
 * `restart(env)` starts a new process on the same copy, so on its cache on disk, with the same environment or `env`
 * instead; `stop()` stops it and removes the copy.
 */
export async function startSite({
  port = 0,
  env = {},
  dir,
  from,
  npmStart = false,
  backdate = true,
  timeoutMs = 60_000,
} = {}) {
  const copy = dir ? { dir, remove() {} } : copyStandalone({ backdate, from });
  const folder = npmStart ? npmStartFolder(copy) : copy;
  const remove = () => {
    if (folder !== copy) folder.remove();
    copy.remove();
  };
  const args = npmStart ? [RUN_SCRIPT, 'start'] : ['server.js'];
  let log = '';
  let server;
  const launch = async (launchEnv) =>
    launchServer({ dir: folder.dir, port, env: launchEnv, args, timeoutMs, onOutput: (text) => (log += text) });
  try {
    port ||= await freePort();
    server = await launch(env);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    url: server.url,
    get pid() {
      return server.pid;
    },
    log: () => log,
    alive: () => !server.exited(),
    rssKiB: () => rssKiB(server.pid),
    async restart(nextEnv = env) {
      await server.stop();
      server = await launch(nextEnv);
    },
    async stop() {
      await server.stop();
      remove();
    },
  };
}
