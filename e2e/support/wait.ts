// Waiting in the suites that run their own servers: for a moment, or until something holds.

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Polls `check` every 200 ms (a throw counts as not yet) until it holds, or fails naming `what` after `timeout`. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}
