import { expect, test, type Page } from '@playwright/test';
import { FAULT_MODES, startTestBackend, type FaultMode, type TestBackend } from './support/fault-backend';
import { CANARY_TOKEN, jsonLogLines, startSite, type SiteServer } from './support/servers';
import {
  BACKEND_PAGES,
  decodeEntities,
  firstTitles,
  hasLayout,
  LIST_ROUTES,
  withMark,
  type Call,
} from './support/site-map';
import { sleep } from './support/wait';

// Short freshness windows so that "two windows" is seconds. The backend timeout stays at its default: a shorter
// one would let healthy calls time out on a busy machine.
const WINDOW_MS = 2000;
const TIMEOUT_MS = 5000;
// How late an answer may be beyond one backend timeout, on a shared two-core machine.
const MARGIN_MS = 3000;

let backend: TestBackend;
let site: SiteServer;
let titles: Record<Call, string>;
const markedTitle = (call: Call, revision: number) => withMark(titles[call], revision);

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.skip(!!process.env.BASE_URL, 'starts its own build with a backend it can break');

interface Answer {
  readonly path: string;
  readonly status: number;
  readonly ms: number;
  readonly text: string;
}

async function get(path: string): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  const answer = { path, status: response.status, ms: Date.now() - started, text };
  expect(text, `${path} leaks the token`).not.toContain(CANARY_TOKEN);
  expect(JSON.stringify([...response.headers]), `${path} leaks the token in a header`).not.toContain(CANARY_TOKEN);
  return answer;
}

/**
 * Every backend-fed page and list route, at once; once the server is warm, each must answer 200 in time, pages in
 * the full layout.
 */
async function fetchAll({ warm = true } = {}): Promise<Answer[]> {
  const answers = await Promise.all([...BACKEND_PAGES, ...LIST_ROUTES].map(([path]) => get(path)));
  // A cold server may time out on its very first calls and have nothing to show yet: that is 502, not a failure.
  if (!warm) return answers.filter((answer) => answer.status === 200);
  for (const answer of answers) {
    expect(answer.status, answer.path).toBe(200);
    expect(answer.ms, `${answer.path} answered in ${answer.ms} ms`).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    if (!answer.path.startsWith('/api/')) expect(hasLayout(answer.text), `${answer.path} layout`).toBe(true);
  }
  return answers;
}

const shows = (answer: Answer, revision: number) => {
  const call = [...BACKEND_PAGES, ...LIST_ROUTES].find(([path]) => path === answer.path)![1];
  return decodeEntities(answer.text).includes(markedTitle(call, revision));
};

async function health(): Promise<{ upstream: string; lastSuccess: string | null }> {
  const answer = await get('/api/health');
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text);
}

/** Polls until every page and list route shows the given revision of the data. */
async function waitForRevision(revision: number, withinMs: number, { warm = true } = {}): Promise<void> {
  const deadline = Date.now() + withinMs;
  const all = [...BACKEND_PAGES, ...LIST_ROUTES].map(([path]) => path);
  for (;;) {
    const current = (await fetchAll({ warm })).filter((answer) => shows(answer, revision)).map((a) => a.path);
    const behind = all.filter((path) => !current.includes(path));
    if (behind.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Still not showing revision ${revision}: ${behind.join(', ')}`);
    await sleep(300);
  }
}

async function expectPageInBrowser(page: Page, path: string, title: string) {
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  titles = await firstTitles();
  backend = await startTestBackend(CANARY_TOKEN);
  site = await startSite({
    API_BASE_URL: backend.apiBaseUrl,
    API_TOKEN: CANARY_TOKEN,
    REVALIDATE_SECONDS: String(WINDOW_MS / 1000),
  });
  // The copied build is dated a day back, so the first requests regenerate every page from this backend.
  await waitForRevision(1, 30_000, { warm: false });
  expect((await health()).upstream).toBe('ok');
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('server log', { body: site.log(), contentType: 'text/plain' });
  }
});

test.afterAll(async () => {
  await site?.stop();
  await backend?.close();
});

const failing = (mode: FaultMode) => mode !== 'hostile';

// The reason the site logs for a call that met each fault (lib/api/client.ts, lib/api/data-policy.ts).
const REASON: Record<FaultMode, RegExp> = {
  http500: /^HTTP 500$/,
  reset: /^network error/,
  hang: /^timed out$/,
  slow: /^timed out$/,
  malformed: /^invalid JSON$/,
  status500: /^status 500 in body$/,
  wrongshape: /^no list in "(message|todays_events)"$/,
  oversized: /^response larger than \d+ bytes$/,
  hostile: /^$/,
};

for (const [index, mode] of FAULT_MODES.entries()) {
  test(`${mode}: pages and /api/* keep the last good data, health degrades, one log line per failed call, recovery`, async ({
    page,
  }) => {
    const revision = backend.revision;
    const logStart = site.log().length;
    const callsBefore = backend.faultyCalls();
    await backend.setFault(mode);
    const faultAt = Date.now();

    if (failing(mode)) {
      // Two whole freshness windows after the site first noticed the outage, every answer still has the last good data.
      let degradedAt: number | undefined;
      while (degradedAt === undefined || Date.now() - degradedAt < 2 * WINDOW_MS + 500) {
        const stale = (await fetchAll()).filter((answer) => !shows(answer, revision)).map((a) => a.path);
        expect(stale, `lost the last good data during ${mode}`).toEqual([]);
        if (degradedAt === undefined && (await health()).upstream === 'degraded') degradedAt = Date.now();
        expect(Date.now() - faultAt, 'health never showed degraded').toBeLessThan(20_000);
        await sleep(250);
      }
      expect((await health()).upstream).toBe('degraded');
      const [path, call] = BACKEND_PAGES[index % BACKEND_PAGES.length]!;
      await expectPageInBrowser(page, path, markedTitle(call, revision));
    } else {
      // Hostile data is valid data: it replaces the old lists, sanitised (hostile.spec.ts checks it is inert).
      for (;;) {
        const answers = await fetchAll();
        const replaced = answers.filter((a) => !shows(a, revision) && /window\.__pwned|تقرير|🏭/u.test(a.text));
        if (replaced.length === answers.length) break;
        expect(Date.now() - faultAt, 'hostile data never replaced the old lists').toBeLessThan(20_000);
        await sleep(300);
      }
      expect((await health()).upstream).toBe('ok');
    }

    await backend.reset();
    const resetAt = Date.now();
    await waitForRevision(revision + 1, 30_000);
    await expect.poll(async () => (await health()).upstream, { timeout: 10_000 }).toBe('ok');
    expect(Date.parse((await health()).lastSuccess ?? '')).toBeGreaterThan(resetAt);
    expect(site.alive()).toBe(true);

    // Every call that failed wrote one log line, and nothing else was logged as an error.
    const segment = site.log().slice(logStart);
    const segmentMs = Date.now() - faultAt;
    const lines = jsonLogLines(segment);
    const failures = lines.filter((line) => line.event === 'upstream_failure');
    const callsAfter = backend.faultyCalls();
    const failedCalls = Object.fromEntries(Object.keys(callsAfter).map((c) => [c, callsAfter[c]! - callsBefore[c]!]));
    if (failing(mode)) {
      for (const [call, count] of Object.entries(failedCalls)) {
        const logged = failures.filter((line) => line.call === call);
        const fromFault = logged.filter((line) => REASON[mode].test(String(line.reason)));
        expect(count, call).toBeGreaterThan(0);
        // A healthy call can time out on a busy machine, and then looks like a hanging one.
        if (mode === 'hang' || mode === 'slow') expect(fromFault.length, call).toBeGreaterThanOrEqual(count);
        else expect(fromFault.length, `${call}: log lines for its ${count} failed calls`).toBe(count);
        expect(logged.filter((line) => !fromFault.includes(line)).map((line) => line.reason)).toEqual(
          Array(logged.length - fromFault.length).fill('timed out'),
        );
        // The backend is asked at most once per call per window, however many pages and routes want the data.
        expect(logged.length, call).toBeLessThanOrEqual(Math.floor(segmentMs / WINDOW_MS) + 1);
      }
    } else {
      expect(failures.filter((line) => line.reason !== 'timed out')).toEqual([]);
    }
    expect(lines.filter((line) => line.level === 'error' && line.event !== 'upstream_failure')).toEqual([]);
    expect(segment.split('\n').filter((line) => line.trim() && !line.startsWith('{'))).toEqual([]);
  });
}

test('a server restarted during an outage still serves the last good pages, from its cache on disk', async () => {
  const revision = backend.revision;
  await backend.setFault('http500');
  await site.restart();
  const logStart = site.log().length;
  const restartedAt = Date.now();
  // Two windows and more: each regeneration finds no data and throws, so Next keeps the page it has.
  while (Date.now() - restartedAt < 2 * WINDOW_MS + 1000) {
    for (const [path] of BACKEND_PAGES) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(hasLayout(answer.text), `${path} layout`).toBe(true);
      expect(shows(answer, revision), `${path} shows the last good data`).toBe(true);
    }
    // The list routes have nothing in memory to fall back on: they say so rather than answer an empty list.
    for (const [path] of LIST_ROUTES) expect((await get(path)).status, path).toBe(502);
    await sleep(500);
  }
  expect((await health()).upstream).toBe('degraded');
  // Each failed call has its line; each kept page a one-line notice from Next, without a stack trace.
  const segment = site.log().slice(logStart);
  expect(jsonLogLines(segment).filter((line) => line.event === 'upstream_failure').length).toBeGreaterThan(0);
  expect(segment).not.toMatch(/^\s+at /m);

  // Until the failed calls' window has passed, the list routes still have nothing to answer.
  await backend.reset();
  await waitForRevision(revision + 1, 30_000, { warm: false });
  await fetchAll();
  expect((await health()).upstream).toBe('ok');
});

test('the server log never holds the token', () => {
  expect(site.log()).toContain('server_start');
  expect(site.log()).not.toContain(CANARY_TOKEN);
});
