// Waiting in the suites that run their own servers: for a moment, or until something holds. The loop is
// scripts/servers.mjs's, shared with the benchmark and the launchers, loaded through e2e/support/servers.ts's
// import() (a static import would have Playwright compile that module into CommonJS and load it twice).
import { loadServers } from './servers';

export const sleep = async (ms: number) => (await loadServers()).sleep(ms);

/** Polls `check` every 200 ms (a throw counts as not yet) until it holds, or fails naming `what` after `timeout`. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeout = 30_000): Promise<void> {
  return (await loadServers()).waitFor(check, what, timeout);
}
