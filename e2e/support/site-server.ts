import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
  /**
   * Stops the server and starts a new process on the same copy of the build, so on its ISR cache on disk, with the
   * same environment or `env` instead.
   */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

// Dynamic imports keep the scripts ES modules: Playwright would otherwise compile them into CommonJS.
const loadServers = () => import('../../scripts/servers.mjs');

const freePort = async (): Promise<number> => (await loadServers()).freePort();

interface StandaloneCopy {
  readonly dir: string;
  remove(): void;
}

const copyStandalone = async () =>
  (
    (await import('../../scripts/standalone-copy.mjs')) as unknown as { copyStandalone(): StandaloneCopy }
  ).copyStandalone();

/**
 * `npm start` (scripts/run.mjs) runs `.next/standalone/server.js` below its working directory: a folder of its own
 * whose `.next/standalone` is the private copy.
 */
function npmStartFolder(copy: StandaloneCopy): StandaloneCopy {
  const dir = mkdtempSync(join(tmpdir(), 'rasi-npm-start-'));
  mkdirSync(join(dir, '.next'));
  symlinkSync(copy.dir, join(dir, '.next/standalone'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const RUN_SCRIPT = resolve(__dirname, '../../scripts/run.mjs');

/**
 * A private copy of the build, run as a Node host runs it (`node server.js`), or with `npmStart` as `npm start` runs
 * it: scripts/run.mjs, which starts the demo backend on DEMO_PORT when API_BASE_URL is unset.
 */
export async function startSite(env: Record<string, string>, { npmStart = false } = {}): Promise<SiteServer> {
  const copy = await copyStandalone();
  const folder = npmStart ? npmStartFolder(copy) : copy;
  const args = npmStart ? [RUN_SCRIPT, 'start'] : ['server.js'];
  const port = await freePort();
  let output = '';
  const collect = (text: string) => (output += text);
  const launch = async (launchEnv: Record<string, string>) =>
    (await loadServers()).launchServer({ dir: folder.dir, port, env: launchEnv, args, onOutput: collect });
  const remove = () => {
    if (folder !== copy) folder.remove();
    copy.remove();
  };
  let server: Awaited<ReturnType<typeof launch>>;
  try {
    server = await launch(env);
  } catch (error) {
    remove();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    get pid() {
      return server.pid;
    },
    log: () => output,
    rssKiB() {
      try {
        const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
        return match ? Number(match[1]) : undefined;
      } catch {
        return undefined;
      }
    },
    alive: () => !server.exited(),
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
/** The JSON log lines the app wrote (one object per line); Next's own lines are left out. */
export function jsonLogLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
