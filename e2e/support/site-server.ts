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

export async function startSite(env: Record<string, string>): Promise<SiteServer> {
  const copy = await copyStandalone();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: copy.dir,
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
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let exited = false;
  const exit = new Promise<void>((done) =>
    child.once('exit', () => {
      exited = true;
      done();
    }),
  );

  const deadline = Date.now() + 30_000;
  for (;;) {
    let failure: string | undefined;
    if (exited) failure = 'exited at start';
    else if (Date.now() > deadline) failure = 'did not start in 30 s';
    if (failure) {
      child.kill('SIGKILL');
      copy.remove();
      throw new Error(`The site server ${failure}:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    pid: child.pid!,
    log: () => output,
    rssKiB() {
      try {
        const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        return match ? Number(match[1]) : undefined;
      } catch {
        return undefined;
      }
    },
    alive: () => !exited,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await Promise.race([exit, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) child.kill('SIGKILL');
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
