// The suites' door to the one launcher, scripts/servers.mjs: the demo backend in this process, and private copies
// of the standalone build run as a Node host runs them. Dynamic imports keep that module ES: Playwright would
// otherwise compile it into CommonJS.
import { resolve } from 'node:path';
import type { DemoBackend, SiteServer, StandaloneCopy } from '../../scripts/servers.mjs';

export type { DemoBackend, SiteServer, StandaloneCopy };

export const STANDALONE = resolve(__dirname, '../../.next/standalone');

/** The token of every server these suites start: distinctive, so a scan for it cannot match by chance. */
export const CANARY_TOKEN = 'rasi-canary-token-Q7vX2mK9pL4w';

/** The token `npm test` builds with (package.json, `build:test`), so the build output can be searched for it. */
export const BUILD_CANARY_TOKEN = 'rasi-build-canary-Zt5Hq8wN3c';

export const loadServers = () => import('../../scripts/servers.mjs');

/** A free loopback port: `preferred` when it is free (other servers may hold it on a shared machine). */
export const freePort = async (preferred?: number) => (await loadServers()).freePort(preferred);

/** The bundled demo backend on a free port, in this process. */
export const startDemo = async (token: string) => (await loadServers()).startDemo({ token });

/** A private copy of the build as it was built (not backdated), for a test that ages or removes cached pages. */
export const copyStandalone = async () => (await loadServers()).copyStandalone({ backdate: false });

/**
 * A private copy of the build (its pages dated a day back), run as a Node host runs it (`node server.js`) with
 * `env`, or in `dir`, a copy of the test's own; with `npmStart` as `npm start` runs it: scripts/run.mjs, which starts
 * the demo backend on DEMO_PORT when API_BASE_URL is unset.
 */
export const startSite = async (
  env: Record<string, string>,
  options: { npmStart?: boolean; dir?: string; port?: number } = {},
): Promise<SiteServer> => (await loadServers()).startSite({ env, ...options });

/** The JSON log lines the app wrote (one object per line); Next's own lines are left out. */
export function jsonLogLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
