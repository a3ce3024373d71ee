// Debian's redis-server on a loopback port, in a private folder, for the tests and the benchmark of several
// instances sharing one page cache (e2e/instances.spec.ts, bench/instances.mjs). Nothing is saved to disk.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));

/** Whether something accepts connections on `port`. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * redis-server on 127.0.0.1:`port`. `stop()` ends it (SIGTERM, or `kill -9` with `{ crash: true }`); `pause()` and
 * `resume()` freeze and thaw the process (SIGSTOP, SIGCONT): a Redis that holds connections open and answers
 * nothing. `restart()` starts it again, empty, on the same port.
 */
export async function startRedis(port) {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const dir = await mkdtemp(join(tmpdir(), 'rasi-redis-'));
  let child;
  let output = '';

  async function launch() {
    child = spawn(
      REDIS_SERVER,
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
        ...['--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 10_000;
    while (!(await listening(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited at start:\n${output}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  function stop({ crash = false } = {}) {
    return new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGCONT');
      child.kill(crash ? 'SIGKILL' : 'SIGTERM');
    });
  }

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    output: () => output,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
