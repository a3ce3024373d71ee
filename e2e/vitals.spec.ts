import { existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { members } from '../content/members';
import { waitForHydration } from '../scripts/hydration.mjs';
import { CANARY_TOKEN, freePort, startSite, type SiteServer } from './support/servers';
import { otlpReceiver } from './support/otlp-receiver';
import { waitFor } from './support/wait';

// Visitors' field reports (docs/monitoring.md#visitors-phones) from a real browser to the site as `npm start` runs
// it, with METRICS_PORT and tracing on: what a page sends when it is hidden, what the metrics keep, what is refused,
// what nginx's location for it does, and that no address, user agent or query reaches a log line, metric or span.

test.skip(!!process.env.BASE_URL, 'starts its own build with metrics on');
test.describe.configure({ mode: 'serial' });

const VISITOR_ADDRESS = '203.0.113.54';
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 12) RasiFieldTest/54.1 leak-agent-k2v9';
const QUERY = 'utm_campaign=leak-query-w4z8';
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const MEMBER_ID = members[3]!.id;

let site: SiteServer;
let metricsUrl: string;
let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
/** Every report the tests' browsers sent, as sent. */
const sentReports: string[] = [];
let recorder: Server;
/** Where the browsers load pages: the site through a recorder of the reports (Playwright sees no beacon). */
let pagesUrl: string;

/** Passes every request to the site as it came, keeping the body of each report. */
async function reportRecorder(target: URL) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url?.startsWith('/api/vitals')) sentReports.push(body.toString('utf8'));
      const upstream = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await otlpReceiver();
  const metricsPort = await freePort(3280);
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  site = await startSite(
    {
      API_TOKEN: CANARY_TOKEN,
      DEMO_PORT: String(await freePort(4280)),
      METRICS_PORT: String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    { npmStart: true },
  );
  recorder = await reportRecorder(new URL(site.url));
  pagesUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  recorder?.close();
  await site?.stop();
  await receiver?.close();
});

const metrics = async () => (await fetch(metricsUrl)).text();
/** A series' value on METRICS_PORT, 0 when it is not there. */
async function value(series: string): Promise<number> {
  const line = (await metrics()).split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
const reportsAnswered = () => value('rasi_http_requests_total{route="/api/vitals",method="POST",status="204"}');
const labels = (route: string, locale: string) => `{route="${route}",locale="${locale}"}`;

/** A phone-like visitor's browser, as a visitor sends it to Node through nginx (which would add the address). */
async function visitor(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    userAgent: USER_AGENT,
    extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_ADDRESS, 'X-Real-IP': VISITOR_ADDRESS },
    ...options,
  });
  return context;
}

/**
 * Opens `path` and waits for its report's code, which comes after the load event and after the page's own scripts
 * (they start after the first screen, at most 3 s after the load).
 */
async function openMeasured(page: Page, path: string) {
  const reportCode = page.waitForResponse(
    async (response) => response.url().includes('/_next/static/') && (await response.text()).includes('/api/vitals'),
    { timeout: 20_000 },
  );
  // No key or tap before then: the browser stops looking for the largest paint at the first input, as it does for
  // a visitor who taps before the page has painted it.
  await page.goto(`${pagesUrl}${path}?${QUERY}`);
  await waitForHydration(page.locator('a.skip-link'), { timeout: 20_000 });
  await reportCode;
  // web-vitals has read the page's entries once its observers ran: a frame later.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

/** What the browser itself measured of the page's load: LCP and TTFB in milliseconds. */
const measuredByBrowser = (page: Page) =>
  page.evaluate(async () => {
    const lcp = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { lcp, ttfb: navigation!.responseStart };
  });

test('a page view sends one report as the page is hidden, and its vitals are counted under its route and language', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const [path, route, locale] of [
    ['/aboutrasi', '/aboutrasi', 'en'],
    ['/ta/aboutrasi', '/aboutrasi', 'ta'],
  ] as const) {
    const before = await reportsAnswered();
    const context = await visitor(browser);
    const page = await context.newPage();
    await openMeasured(page, path);
    const browserSaw = await measuredByBrowser(page);
    // An interaction, for INP.
    await page.locator('h1').click();
    await page.waitForTimeout(200);
    expect(await reportsAnswered(), 'nothing is sent while the page is shown').toBe(before);
    // The page is hidden as its tab goes to another site.
    await page.goto('about:blank');
    await waitFor(async () => (await reportsAnswered()) === before + 1, `the report of ${path}`);
    await context.close();

    const at = labels(route, locale);
    expect(await value(`rasi_page_views_total${at}`)).toBe(1);
    for (const vital of ['lcp_seconds', 'fcp_seconds', 'ttfb_seconds', 'cls', 'inp_seconds'])
      expect(await value(`rasi_web_vitals_${vital}_count${at}`), `${vital} of ${path}`).toBe(1);
    // The values are the browser's own, in seconds.
    expect(await value(`rasi_web_vitals_lcp_seconds_sum${at}`)).toBeCloseTo(browserSaw.lcp / 1000, 2);
    expect(await value(`rasi_web_vitals_ttfb_seconds_sum${at}`)).toBeCloseTo(browserSaw.ttfb / 1000, 2);
    expect(await value(`rasi_web_vitals_cls_bucket{le="0.1",route="${route}",locale="${locale}"}`)).toBe(1);
    expect(await reportsAnswered(), 'one report for the page view').toBe(before + 1);
  }
});

test("a member firm's page counts under the member-page route, and a page the App Router moves to is a page view", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const before = await reportsAnswered();
  const context = await visitor(browser);
  const page = await context.newPage();
  await openMeasured(page, `/ta/rasi-members/${MEMBER_ID}`);
  // The breadcrumb's link to the directory: a page link, followed by the App Router without a new load. Pressed
  // before React has hydrated it, it would be an ordinary link and the directory a load of its own (CI saw that once).
  const directory = page.locator(`main nav a[href="/ta/rasi-members"]`);
  await waitForHydration(directory, { timeout: 30_000 });
  await directory.click();
  await page.waitForURL(`${pagesUrl}/ta/rasi-members`);
  await page.goto('about:blank');
  await waitFor(async () => (await reportsAnswered()) === before + 1, 'the report of the two page views');
  await context.close();

  const member = labels('/rasi-members/[id]', 'ta');
  expect(await value(`rasi_page_views_total${member}`)).toBe(1);
  expect(await value(`rasi_page_views_total${labels('/rasi-members', 'ta')}`)).toBe(1);
  expect(await value(`rasi_web_vitals_lcp_seconds_count${member}`)).toBe(1);
  // The directory came without a load of its own: no vitals for it.
  expect(await value(`rasi_web_vitals_lcp_seconds_count${labels('/rasi-members', 'ta')}`)).toBe(0);
  expect(await metrics()).not.toContain(MEMBER_ID);
});

test('a made-up address lands in "other", from the browser and from a forged report', async ({ browser }) => {
  const before = await reportsAnswered();
  const context = await visitor(browser);
  const page = await context.newPage();
  await openMeasured(page, '/no-such-page-54');
  await page.goto('about:blank');
  await waitFor(async () => (await reportsAnswered()) === before + 1, 'the report of the not-found page');
  await context.close();
  expect(await value(`rasi_page_views_total${labels('other', 'en')}`)).toBe(1);

  const forged = await fetch(`${site.url}/api/vitals`, {
    method: 'POST',
    body: JSON.stringify({
      locale: 'en',
      views: ['/wp-login.php', '/aboutrasi/../etc'],
      load: { route: '/x', LCP: 1 },
    }),
  });
  expect(forged.status).toBe(204);
  expect(await value(`rasi_page_views_total${labels('other', 'en')}`)).toBe(3);
  expect(await metrics()).not.toMatch(/wp-login|etc"/);
});

test('a body over 2 KB gets 413, one of the wrong shape 400, another method 405; none is cached', async () => {
  const post = (body: string) => fetch(`${site.url}/api/vitals`, { method: 'POST', body });
  const big = await post(JSON.stringify({ locale: 'en', views: ['/'], pad: 'x'.repeat(100 * 1024) }));
  expect(big.status).toBe(413);
  const wrong = await post(JSON.stringify({ locale: 'en', views: '/aboutrasi' }));
  expect(wrong.status).toBe(400);
  expect(wrong.headers.get('cache-control')).toBe('no-store');
  expect((await fetch(`${site.url}/api/vitals`)).status).toBe(405);
});

test('a page with JavaScript off works and sends nothing', async ({ browser }) => {
  const before = await reportsAnswered();
  const context = await visitor(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${pagesUrl}/aboutrasi`);
  await expect(page.locator('h1')).toHaveText('About RASI');
  await page.goto(`${pagesUrl}/ta/contactus`);
  await page.goto('about:blank');
  await page.waitForTimeout(500);
  await context.close();
  expect(await reportsAnswered()).toBe(before);
});

test('through nginx: a flood from one address is limited, an oversized body refused, the address passed on nowhere', async () => {
  test.skip(!NGINX, 'nginx is not installed (apt-get install nginx)');
  test.setTimeout(60_000);
  const { localNginxConfig, startNginx } = await import('../scripts/nginx-local.mjs');
  const dir = await mkdtemp(join(tmpdir(), 'rasi-vitals-nginx-'));
  const sitePort = await freePort(3285);
  const nginx = await startNginx(
    dir,
    await localNginxConfig({
      dir,
      nodePort: Number(new URL(site.url).port),
      httpPort: await freePort(sitePort + 1),
      sitePort,
      tls: false,
    }),
  );
  try {
    const base = `http://127.0.0.1:${sitePort}`;
    await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 'nginx to answer');
    const report = JSON.stringify({ locale: 'en', views: ['/contactus'] });
    const headers = { 'User-Agent': USER_AGENT, 'Sec-Fetch-Site': 'same-origin' };
    const one = await fetch(`${base}/api/vitals?${QUERY}`, { method: 'POST', body: report, headers });
    expect(one.status).toBe(204);
    expect(one.headers.get('x-cache-status') ?? '').toBe('');

    expect(one.headers.get('retry-after')).toBeNull();
    const answers = await Promise.all(
      Array.from({ length: 150 }, () =>
        fetch(`${base}/api/vitals`, { method: 'POST', body: report, headers }).then((r) => ({
          status: r.status,
          retryAfter: r.headers.get('retry-after'),
          requestId: r.headers.get('x-request-id'),
        })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
    // 10 a second and a burst of 40: the rest of 150 at once are refused, each saying when to send again (the
    // seconds the burst takes to come back).
    expect(limited.length).toBeGreaterThanOrEqual(150 - 40 - 10);
    expect(new Set(limited.map((answer) => answer.retryAfter))).toEqual(new Set(['4']));
    expect(answers.every((answer) => /^[A-Za-z0-9._-]{8,}$/.test(answer.requestId ?? ''))).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const big = await fetch(`${base}/api/vitals`, { method: 'POST', body: 'x'.repeat(100 * 1024), headers });
    expect(big.status).toBe(413);

    // nginx's logs: the access log has no address by its format, and this location's refusals write no error line.
    const access = await readFile(join(dir, 'access.log'), 'utf8');
    expect(access).toContain('"path":"/api/vitals"');
    const errors = existsSync(join(dir, 'error.log')) ? await readFile(join(dir, 'error.log'), 'utf8') : '';
    for (const [what, text] of [
      ['access log', access],
      ['error log', errors],
      ["nginx's output", nginx.output()],
    ] as const) {
      expect(text, what).not.toContain('client:');
      expect(text, what).not.toContain('leak-');
    }
  } finally {
    await nginx.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

test('no client address, user agent or query in any log line, metric, span or report', async () => {
  await waitFor(async () => receiver.bodies().length > 0, 'spans at the receiver');
  const everything = [
    ['metrics', await metrics()],
    ['log', site.log()],
    ['spans', receiver.bodies().join('\n')],
    ['reports', sentReports.join('\n')],
  ] as const;
  expect(sentReports.length).toBeGreaterThanOrEqual(4);
  for (const [what, text] of everything) {
    for (const secret of [VISITOR_ADDRESS, 'leak-agent-k2v9', 'RasiFieldTest', 'leak-query-w4z8']) {
      expect(text.includes(secret), `${secret} in the ${what}`).toBe(false);
    }
  }
  // A report names a page by its route label: never a firm's own address (the server's spans of the page do).
  for (const report of sentReports) {
    expect(report).not.toContain(MEMBER_ID);
    expect(['connection', 'load', 'locale', 'views']).toEqual(expect.arrayContaining(Object.keys(JSON.parse(report))));
  }
});
