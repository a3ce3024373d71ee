import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const STANDALONE = resolve(__dirname, '../../.next/standalone');

/** The token of every server these suites start: distinctive, so a scan for it cannot match by chance. */
export const CANARY_TOKEN = 'rasi-canary-token-Q7vX2mK9pL4w';

/** The token `npm test` builds with (package.json, `build:test`), so the build output can be searched for it. */
export const BUILD_CANARY_TOKEN = 'rasi-build-canary-Zt5Hq8wN3c';

export interface SiteServer {
  readonly url: string;
  readonly pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  log(): string;
  /** Resident memory of the server process in KiB, from /proc (Linux only). */
  rssKiB(): number | undefined;
  alive(): boolean;
  /** Stops the server and starts a new process on the same copy of the build, so on its ISR cache on disk. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

interface StandaloneCopy {
  readonly dir: string;
  remove(): void;
}

// A dynamic import keeps the script an ES module: Playwright would otherwise compile it into CommonJS.
const copyStandalone = async () =>
  (
    (await import('../../scripts/standalone-copy.mjs')) as unknown as { copyStandalone(): StandaloneCopy }
  ).copyStandalone();

async function launch(dir: string, env: Record<string, string>, port: number, onOutput: (text: string) => void) {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const failure =
      child.exitCode !== null || child.signalCode !== null
        ? 'exited at start'
        : Date.now() > deadline
          ? 'did not start in 30 s'
          : undefined;
    if (failure) {
      child.kill('SIGKILL');
      throw new Error(`The site server ${failure}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, exited };
}

async function terminate({ child, exited }: Awaited<ReturnType<typeof launch>>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

export async function startSite(env: Record<string, string>): Promise<SiteServer> {
  const copy = await copyStandalone();
  const port = await freePort();
  let output = '';
  const collect = (text: string) => (output += text);
  let server: Awaited<ReturnType<typeof launch>>;
  try {
    server = await launch(copy.dir, env, port, collect);
  } catch (error) {
    copy.remove();
    throw new Error(`${(error as Error).message}:\n${output}`);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    get pid() {
      return server.child.pid!;
    },
    log: () => output,
    rssKiB() {
      try {
        const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'));
        return match ? Number(match[1]) : undefined;
      } catch {
        return undefined;
      }
    },
    alive: () => server.child.exitCode === null && server.child.signalCode === null,
    async restart() {
      await terminate(server);
      server = await launch(copy.dir, env, port, collect);
    },
    async stop() {
      await terminate(server);
      copy.remove();
    },
  };
}
/** The JSON log lines the app wrote (one object per line); Next's own lines are left out. */
export function jsonLogLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
