// Offline reading (issue 44, docs/pages.md#offline-reading), on a server of its own: pages read online open again
// with the network off and the server stopped, and from a server that accepts connections but never answers; a
// page never read gives the offline page in its language; the directory's button keeps all its firms' pages.
import { createServer, type Socket } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SAVED_PAGE_BYTES } from '../content/offline';
import { waitForHydration } from '../scripts/hydration.mjs';
import { freePort, startDemo, startSite, type DemoBackend, type SiteServer } from './support/servers';

test.skip(!!process.env.BASE_URL, 'stops its own server');
test.describe.configure({ mode: 'serial' });

const READ = ['/', '/rasi-members', '/rasi-members/kaveri-polymers', '/notification', '/ta/aboutrasi'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let demo: DemoBackend;
let site: SiteServer;
let port: number;
let context: BrowserContext;
let page: Page;
const headings = new Map<string, string>();
let firms: { path: string; name: string }[] = [];

const heading = (on: Page) => on.locator('h1').first();
const cachedPaths = (name: string) =>
  page.evaluate(
    async (cacheName) => (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname),
    name,
  );

test.beforeAll(async ({ browser }) => {
  // A server answers once it has warmed every page (lib/serving/starting-gate.mjs): seconds here, more in CI.
  test.setTimeout(120_000);
  const token = `offline-${Date.now()}`;
  demo = await startDemo(token);
  port = await freePort();
  site = await startSite({ API_BASE_URL: demo.apiBaseUrl, API_TOKEN: token }, { port });
  context = await browser.newContext({ baseURL: site.url, serviceWorkers: 'allow' });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await site?.stop();
  await demo?.close();
});

test('the worker is served fresh and allowed by the policy, and takes the page once it has loaded', async () => {
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("worker-src 'self'");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${site.url}/`);
});

test('pages read online are kept, in both languages', async () => {
  for (const path of READ) {
    await page.goto(path);
    headings.set(path, await heading(page).innerText());
  }
  await expect.poll(() => cachedPaths('rasi-pages'), { timeout: 15_000 }).toEqual(expect.arrayContaining(READ));
});

test('the directory keeps every firm’s page in one press, with its progress and size', async () => {
  // 67 pages fetched and stored: 3.6 s on an idle machine (median of 5), 11–14 s beside two other workers.
  test.setTimeout(150_000);
  await page.goto('/rasi-members');
  firms = await page
    .locator('#member-directory-list h2 a')
    .evaluateAll((links) =>
      links.map((link) => ({ path: new URL((link as HTMLAnchorElement).href).pathname, name: link.textContent ?? '' })),
    );
  expect(firms).toHaveLength(66);
  const button = page.getByRole('button', { name: 'Keep the directory for offline reading' });
  const estimate = ((67 * SAVED_PAGE_BYTES.en) / 1e6).toFixed(1);
  await expect(page.getByText(`pages of its 66 firms on this device, about ${estimate} MB`)).toBeVisible();
  // A press before React has hydrated the button does nothing (the page's scripts start after its first screen):
  // that, not a slow save, is how a CI run saw no message in 100 s, the button still offered.
  await waitForHydration(button, { timeout: 30_000 });
  await button.click();
  // The run ends in one of two messages; waiting for either shows which, should a page not come.
  const status = page.getByRole('status').filter({ hasText: /Saved: |could not be saved/ });
  await expect(status).toBeVisible({ timeout: 100_000 });
  await expect(status).toContainText('Saved: 67 pages');
  const kept = Number(/([\d.]+) MB/.exec(await status.innerText())?.[1]) * 1e6;
  // The size the button gives beforehand is within a fifth of what was kept.
  expect(Math.abs(kept - 67 * SAVED_PAGE_BYTES.en) / kept).toBeLessThan(0.2);
  expect((await cachedPaths('rasi-directory')).sort()).toEqual(['/rasi-members', ...firms.map((f) => f.path)].sort());
});

test('with the network off and the server stopped, every page read opens as it was, marked as saved', async () => {
  await site.stop();
  await context.setOffline(true);
  for (const path of READ) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(headings.get(path)!);
    await expect(page.locator('#saved-copy')).toContainText(
      path.startsWith('/ta') ? 'சேமிக்கப்பட்ட நகல் (சேமித்த நேரம்: ' : 'Saved copy from ',
    );
  }
  // The page's scripts run from the worker's cache, and React leaves the notice where the worker wrote it.
  await waitForHydration(page.locator('#saved-copy'), { timeout: 15_000 });
  await expect(page.locator('#saved-copy')).toContainText('சேமிக்கப்பட்ட நகல் (சேமித்த நேரம்: ');
  // A saved copy is as accessible as the page.
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('offline, all 66 firms’ pages kept with the directory open', async () => {
  test.setTimeout(90_000);
  // Three tabs at a time, each page to its heading (its pictures and scripts are the ones checked above).
  const queue = [...firms];
  const tab = async () => {
    const reader = await context.newPage();
    for (let firm = queue.shift(); firm; firm = queue.shift()) {
      await reader.goto(firm.path, { waitUntil: 'domcontentloaded' });
      await expect(heading(reader), firm.path).toHaveText(firm.name);
    }
    await reader.close();
  };
  await Promise.all([tab(), tab(), tab()]);
});

test('offline, a page never read gives the offline page in its language, listing the saved pages', async () => {
  const response = await page.goto('/milestones');
  expect(response?.status()).toBe(200);
  await expect(heading(page)).toHaveText('This page is not saved on this device');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const saved = page.locator('#saved-pages a');
  await expect(saved.filter({ hasText: 'Member directory' })).toHaveAttribute('href', '/rasi-members');
  await expect(saved.filter({ hasText: 'Notifications' })).toHaveAttribute('href', '/notification');
  expect(await saved.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).not.toContain('/ta/aboutrasi');
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await page.goto('/ta/milestones');
  await expect(heading(page)).toHaveText('இந்தப் பக்கம் இச்சாதனத்தில் சேமிக்கப்படவில்லை');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.locator('#saved-pages a[href="/ta/aboutrasi"]')).toHaveText('ராசி பற்றி');
  // A saved page opens from the list.
  await page.locator('#saved-pages a[href="/ta/aboutrasi"]').click();
  await expect(heading(page)).toHaveText(headings.get('/ta/aboutrasi')!);
});

test('from a server that accepts connections and never answers, a page read opens from its copy within 4 s', async () => {
  await context.setOffline(false);
  const sockets = new Set<Socket>();
  const hanging = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => hanging.listen(port, '127.0.0.1', resolve));
  try {
    for (const path of ['/notification', '/ta/aboutrasi']) {
      const started = Date.now();
      await page.goto(path, { waitUntil: 'commit', timeout: 10_000 });
      await expect(heading(page)).toHaveText(headings.get(path)!, { timeout: 4_000 });
      expect(Date.now() - started).toBeLessThan(4_000);
      await expect(page.locator('#saved-copy')).not.toBeEmpty();
    }
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hanging.close(resolve));
  }
});
