import { createHash, randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { ROUTES } from '../lib/routes';
import { REVALIDATE_PATH, signedHeaders } from '../lib/webhook/signing.cjs';
import {
  CANARY_TOKEN,
  copyStandalone,
  freePort,
  jsonLogLines,
  loadServers,
  startDemo,
  startSite,
} from './support/servers';

// These tests start `node server.js` from the local build themselves, on their own ports.
test.skip(!!process.env.BASE_URL, 'runs the local build in .next/standalone, not a deployed site');

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** The hashes a page's policy must list: its inline scripts for script-src, its inline stylesheet for style-src. */
function inlineHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
  return [
    ...scripts.map(([, body]) => `script-src ${hashOf(body!)}`),
    ...styles.map(([, body]) => `style-src ${hashOf(body!)}`),
  ].sort();
}

function policyHashes(response: APIResponse): string[] {
  const policy = response.headers()['content-security-policy'] ?? '';
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name === 'script-src' || name === 'style-src')
    .flatMap(([name, ...sources]) => sources.filter((s) => s.startsWith("'sha256-")).map((s) => `${name} ${s}`))
    .sort();
}

test('the standalone server runs on its own backend and answers a page and a route handler', async ({ page }) => {
  const token = `standalone-${randomBytes(12).toString('hex')}`;
  const demo = await startDemo(token);
  const server = await startSite({ API_BASE_URL: demo.apiBaseUrl, API_TOKEN: token }, { port: await freePort(3220) });
  try {
    const response = await page.goto(`${server.url}/aboutrasi`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('About RASI');
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const banners = await page.request.get(`${server.url}/api/banners`);
    expect(banners.status()).toBe(200);
    expect((await banners.json()).length).toBeGreaterThan(0);
    const health = await (await page.request.get(`${server.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', upstream: 'ok' });

    const start = jsonLogLines(server.log()).find((line) => line.event === 'server_start');
    expect(start).toMatchObject({ level: 'info', upstream: new URL(demo.url).host });
    expect(server.log()).not.toContain(token);
  } finally {
    await server.stop();
    await demo.close();
  }
});

test('logs one JSON line at start and one per upstream failure, never the token', async ({ request }) => {
  const token = `LOG-CHECK-${randomBytes(12).toString('hex')}`;
  // Port 9 (discard) is closed here: every backend call fails to connect.
  const server = await startSite(
    { API_BASE_URL: 'http://127.0.0.1:9/api', API_TOKEN: token },
    { port: await freePort(3221) },
  );
  try {
    const response = await request.get(`${server.url}/api/banners`);
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({ error: 'upstream unavailable' });

    // The server asked for every page as it warmed, and so for every list: each call failed once, in one line, and
    // the request above, within the window of that failure, did not make the banners call fail again.
    const failedCalls = () =>
      jsonLogLines(server.log())
        .filter((line) => line.event === 'upstream_failure')
        .map((line) => line.call);
    await expect.poll(failedCalls).toContain('getbanner');
    expect(failedCalls()).toHaveLength(new Set(failedCalls()).size);
    const lines = jsonLogLines(server.log());
    expect(lines.filter((line) => line.event === 'server_start')).toHaveLength(1);
    const start = lines.find((line) => line.event === 'server_start')!;
    expect(start).toMatchObject({ level: 'info', upstream: '127.0.0.1:9' });
    expect(start.time).toMatch(ISO_TIME);

    const failure = lines.find((line) => line.event === 'upstream_failure')!;
    expect(failure).toMatchObject({ level: 'error', method: 'GET', call: 'getbanner' });
    expect(failure.time).toMatch(ISO_TIME);
    expect(String(failure.reason)).toMatch(/network error|timed out/);

    expect(server.log()).not.toContain(token);
    expect(server.log()).not.toContain('127.0.0.1:9/api');
  } finally {
    await server.stop();
  }
});

test('a page regenerated with new data, or rendered on a cache miss, gets the hashes of its new scripts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const build = await copyStandalone();
  const token = `isr-${randomBytes(12).toString('hex')}`;
  const demo = await startDemo(token);
  const secret = `isr-secret-${randomBytes(12).toString('hex')}`;
  const server = await startSite(
    { API_BASE_URL: demo.apiBaseUrl, API_TOKEN: token, REVALIDATE_SECRET: secret },
    { port: await freePort(3222), dir: build.dir },
  );
  try {
    const stale = await page.request.get(`${server.url}/`);
    const staleHtml = await stale.text();
    expect(policyHashes(stale)).toEqual(inlineHashes(staleHtml));

    // New data, published: every banner text is now hostile markup, and the home page is made again with it.
    demo.setFault('getbanner', 'hostile');
    const body = '{"calls":["banners"]}';
    const published = await fetch(`${server.url}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: signedHeaders(secret, body),
      body,
    });
    expect(published.status).toBe(200);
    let fresh = stale;
    await expect
      .poll(
        async () => {
          fresh = await page.request.get(`${server.url}/`);
          return (await fresh.text()) !== staleHtml;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const freshHtml = await fresh.text();
    expect(freshHtml).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect(policyHashes(fresh)).toEqual(inlineHashes(freshHtml));
    expect(policyHashes(fresh)).not.toEqual(policyHashes(stale));

    // The contact page dropped from the cache after the server warmed (it asks for every page at start, and Next
    // copies each page it reads from the build into its route cache): the server keeps no page in memory, so the
    // next visit finds none on the disk and renders it.
    const serverDir = join(build.dir, '.next/server');
    const copies = (await readdir(join(serverDir, 'route-cache'), { recursive: true }))
      .filter((file) => /(^|\/)contactus\.[a-z]+$/.test(file))
      .map((file) => join(serverDir, 'route-cache', file));
    expect(copies.length).toBeGreaterThan(0);
    for (const file of ['contactus.html', 'contactus.meta', 'contactus.rsc', 'contactus.segments']) {
      await rm(join(serverDir, 'app', file), { recursive: true, force: true });
    }
    for (const file of copies) await rm(file, { recursive: true, force: true });
    const missed = await page.request.get(`${server.url}/contactus`);
    expect(missed.status()).toBe(200);
    expect(missed.headers()['x-nextjs-cache']).toBe('MISS');
    expect(policyHashes(missed)).toEqual(inlineHashes(await missed.text()));

    // The browser agrees: the regenerated page runs under its new policy, and the hostile text stays text.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${server.url}/`);
    await expect(
      page.getByRole('region', { name: 'Highlights' }).getByRole('button', { name: 'Next slide' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
  } finally {
    await server.stop();
    await demo.close();
    await build.remove();
  }
});

test('a starting server tells visitors to come back in a second until it has warmed every page, then serves', async () => {
  test.setTimeout(90_000);
  const demo = await startDemo(CANARY_TOKEN);
  const copy = await copyStandalone();
  const port = await freePort(3223);
  // Launched without waiting for it to be ready: what it answers while it starts is the point.
  const server = await (
    await loadServers()
  ).launchServer({
    dir: copy.dir,
    port,
    env: { API_BASE_URL: demo.apiBaseUrl, API_TOKEN: CANARY_TOKEN },
    readyPath: null,
  });
  const ask = async (path: string) => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
    } catch {
      return null; // not listening yet
    }
  };
  try {
    // A visitor's page and the health check a rolling restart waits on, asked every 25 ms from the process's start.
    const answers: { path: string; status: number; retryAfter: string | null; text: string }[] = [];
    await expect
      .poll(
        async () => {
          for (const path of ['/aboutrasi', '/api/health']) {
            const answer = await ask(path);
            if (answer) answers.push({ path, ...answer });
          }
          return answers.filter((a) => a.status === 200).length;
        },
        { timeout: 60_000, intervals: [25] },
      )
      .toBeGreaterThanOrEqual(2);

    const starting = answers.filter((a) => a.status === 503);
    expect(starting.map((a) => a.path)).toEqual(expect.arrayContaining(['/aboutrasi', '/api/health']));
    for (const answer of starting) {
      expect(answer.retryAfter).toBe('1');
      expect(answer.text).toContain('starting');
    }
    // Every answer is the gate's 503 or the page itself, and once the gate opened it stays open.
    const firstServed = answers.findIndex((a) => a.status === 200);
    expect(answers.slice(0, firstServed).every((a) => a.status === 503)).toBe(true);
    expect(answers.slice(firstServed).every((a) => a.status === 200)).toBe(true);
    expect(answers.find((a) => a.path === '/aboutrasi' && a.status === 200)!.text).toContain('<h1');

    // It had asked itself for every page of the route table in both languages, and each was made.
    const inService = jsonLogLines(server.log()).find((line) => line.event === 'server_in_service');
    expect(inService).toMatchObject({ level: 'info', failed: 0, cutShort: false });
    const pages = ROUTES.length;
    expect(Number(inService!.requests)).toBeGreaterThanOrEqual(2 * pages);
    expect(server.log()).not.toContain(CANARY_TOKEN);
  } finally {
    await server.stop();
    copy.remove();
    await demo.close();
  }
});
