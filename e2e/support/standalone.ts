// Runs the self-contained server that `npm run build` leaves in .next/standalone, the way a Node host runs it:
// `node server.js` in that folder, configured only through the environment.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const STANDALONE_DIR = resolve('.next/standalone');

export interface StandaloneServer {
  readonly url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** The JSON log lines so far, parsed. */
  logLines(): Record<string, unknown>[];
  stop(): Promise<void>;
}

// A dynamic import keeps the script an ES module: Playwright would otherwise compile it into CommonJS.
const loadServers = () => import('../../scripts/servers.mjs');

export async function startStandalone({
  port,
  env,
  dir = STANDALONE_DIR,
}: {
  port: number;
  env: Record<string, string>;
  dir?: string;
}): Promise<StandaloneServer> {
  const server = await (await loadServers()).launchServer({ dir, port, env });
  return {
    url: server.url,
    output: server.output,
    logLines: () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: server.stop,
  };
}

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/**
 * The preferred loopback port, or the next free one up to 3299: on a shared machine other servers may hold it.
 */
export async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port <= 3299; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${preferred} and 3299`);
}

/** A private copy of the build, for a test that ages or removes cached pages. */
export async function copyStandalone(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'rasi-standalone-'));
  await cp(STANDALONE_DIR, dir, { recursive: true, verbatimSymlinks: true });
  // Pages the shared build has cached since it was built; the copy starts from the build's own output.
  await rm(join(dir, '.next/server/route-cache'), { recursive: true, force: true });
  await rm(join(dir, '.next/cache'), { recursive: true, force: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

const quietLog = { info() {}, warn() {}, error() {}, log() {} } as unknown as Console;

export interface DemoBackend {
  readonly url: string;
  readonly apiBaseUrl: string;
  setFault(call: string, mode: string | null): void;
  close(): Promise<void>;
}

/**
 * The bundled demo backend on a free port, in this process. Loaded by URL so that Node, not the test runner's
 * TypeScript transform, loads the ES module.
 */
export async function startDemo(token: string): Promise<DemoBackend> {
  const demo = (await import(pathToFileURL(resolve('demo/server.mjs')).href)) as {
    startDemoBackend(options: { port: number; token: string; log: Console }): Promise<DemoBackend>;
  };
  return demo.startDemoBackend({ port: 0, token, log: quietLog });
}
