// The servers the benchmarks need, started the one way a Node host runs them: the demo backend in a process of
// its own, and `node server.js` in a private copy of the standalone build, configured only through the
// environment. Everything listens on free loopback ports and stops with `stop()`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { copyStandalone } from './standalone-copy.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

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

export const oneOffToken = (prefix) => `${prefix}-${randomBytes(12).toString('base64url')}`;

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
 * The demo backend (demo/server.mjs). With `control`, its loopback-only /__control endpoints are on, and
 * `setFault(mode)` breaks (or, with 'ok', mends) every call.
 */
export async function startDemo({ port = 0, token = oneOffToken('demo'), control = false } = {}) {
  const child = spawn(process.execPath, ['demo/server.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      API_TOKEN: token,
      DEMO_PORT: String(port || (await freePort())),
      ...(control ? { DEMO_CONTROL: '1' } : {}),
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
    pid: child.pid,
    async setFault(mode) {
      const response = await fetch(`${url}/__control/fault`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ call: '*', mode }),
      });
      if (response.status !== 204) throw new Error(`setFault ${mode}: HTTP ${response.status}`);
    },
    stop: stopper(child),
  };
}

/**
 * `node server.js` in `dir` on `port`, with only the environment a service manager would give it plus `env`.
 * Resolves once Next has printed "Ready" (so the answer is this server's, not another one's on the port) and
 * `readyPath` (the site's /api/health; `/` for an app without it) answers 200; rejects with the server's output if
 * it exits or does not answer within `timeoutMs`.
 * Everything the server writes goes to `onOutput` as well as to `output()`. `args` runs another Node script instead
 * (`[scripts/run.mjs, 'start']`: `npm start`).
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
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: stopper(child),
  };
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `launchServer` in a private copy of .next/standalone (see standalone-copy.mjs), removed again by `stop()`. */
export async function startSite({ port = 0, env = {}, timeoutMs = 60_000 } = {}) {
  const copy = copyStandalone();
  try {
    const server = await launchServer({ dir: copy.dir, port: port || (await freePort()), env, timeoutMs });
    return {
      ...server,
      log: server.output,
      async stop() {
        await server.stop();
        copy.remove();
      },
    };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
