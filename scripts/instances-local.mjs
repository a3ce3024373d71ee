// Several instances of the standalone build on loopback, started and stopped by shell commands the way systemd's
// rasi-website@N would start them, so that deploy/rolling-restart.sh itself can restart them: for the tests of
// several instances (e2e/instances.spec.ts) and their benchmark (bench/instances.mjs).
//
// Instance N runs `node server.js` in its own copy of the build, on port `portBase + N`, with the environment of
// `<dir>/instance-N.env`, its output in `<dir>/instance-N.log` and its process id in `<dir>/instance-N.pid`.
import { execFile } from 'node:child_process';
import { readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { copyStandalone, freePort, waitFor } from './servers.mjs';

const run = promisify(execFile);
export const ROLLING_RESTART = fileURLToPath(new URL('../deploy/rolling-restart.sh', import.meta.url));

/** What deploy/rasi-website@.service sets for every instance, besides its port (deploy/units.test.ts). */
export const UNIT_ENV = Object.freeze({
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  HOSTNAME: '127.0.0.1',
  MALLOC_ARENA_MAX: '2',
});

/** A file of instance %i in the folder $INSTANCES_DIR, as the shell commands name it. */
const file = (kind) => `"$INSTANCES_DIR/${kind === 'build' ? 'build-%i' : `instance-%i.${kind}`}"`;

/** What deploy/rolling-restart.sh is given as START: like `systemctl start rasi-website@%i`. */
export const START_COMMAND = [
  `cd ${file('build')} || exit 1`,
  `set -a; . ${file('env')}; set +a`,
  `PORT=$((PORT_BASE + %i)) nohup node server.js < /dev/null >> ${file('log')} 2>&1 &`,
  `echo $! > ${file('pid')}`,
].join('\n');

/** …and as STOP: SIGTERM, then wait until the process is gone, as systemd does. */
export const STOP_COMMAND = `pid=$(cat ${file('pid')}); kill -TERM "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done`;

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

/** A port base for `instanceGroup` whose instances 1 and 2 (base + 1, base + 2) are both free. */
export async function freePortBase() {
  let base = await freePort();
  while ((await freePort(base + 1)) !== base + 1 || (await freePort(base + 2)) !== base + 2) base = await freePort();
  return base;
}

/**
 * A group of instances in `dir` (which the caller owns), each on `portBase + n`. `add(n, env)` prepares instance
 * n (a private copy of .next/standalone and its environment) and `instance(n).start()` starts it.
 */
export function instanceGroup({ dir, portBase }) {
  const shellEnv = () => ({ ...process.env, INSTANCES_DIR: dir, PORT_BASE: String(portBase) });
  const shell = (command, n) => run('bash', ['-c', command.replaceAll('%i', String(n))], { env: shellEnv() });
  const copies = [];

  function instance(n) {
    const port = portBase + n;
    const url = `http://127.0.0.1:${port}`;
    const path = (kind) => join(dir, `instance-${n}.${kind}`);
    return {
      n,
      port,
      url,
      pid: async () => Number((await readFile(path('pid'), 'utf8')).trim()),
      log: () => readFile(path('log'), 'utf8').catch(() => ''),
      async start() {
        await shell(START_COMMAND, n);
        await waitFor(() => answers(`${url}/api/health`), `instance ${n} to answer on ${url}`, 60_000);
      },
      /** `kill -9`, and wait until the port no longer answers. */
      async crash() {
        process.kill(await this.pid(), 'SIGKILL');
        await waitFor(async () => !(await answers(`${url}/api/health`)), `instance ${n} to die`, 60_000);
      },
      async stop() {
        await shell(STOP_COMMAND, n).catch(() => undefined);
      },
    };
  }

  return {
    instance,
    /** Prepares instance n: its own copy of the build, and `env` (plus production defaults) as its environment. */
    async add(n, env) {
      const copy = await copyStandalone();
      copies.push(copy);
      await symlink(copy.dir, join(dir, `build-${n}`));
      const all = { ...UNIT_ENV, ...env };
      await writeFile(
        join(dir, `instance-${n}.env`),
        Object.entries(all)
          .map(([key, value]) => `${key}=${value}`)
          .join('\n') + '\n',
      );
      return instance(n);
    },
    /** deploy/rolling-restart.sh over `instances`; it empties `nginxCache` at the end, and no cache without it. */
    rollingRestart({ instances, nginxCache = '' }) {
      return run('bash', [ROLLING_RESTART], {
        env: {
          ...shellEnv(),
          INSTANCES: instances.join(' '),
          STOP: STOP_COMMAND,
          START: START_COMMAND,
          HEALTH_TIMEOUT: '60',
          NGINX_CACHE: nginxCache,
        },
      });
    },
    /** Stops the instances `numbers` that may still run, and removes the copies of the build. */
    async close(numbers) {
      await Promise.all(numbers.map((n) => instance(n).stop()));
      await Promise.all(copies.map((copy) => copy.remove()));
      await Promise.all(numbers.map((n) => rm(join(dir, `build-${n}`), { force: true })));
    },
  };
}
