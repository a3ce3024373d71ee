import { createHash, randomBytes } from 'node:crypto';
import { rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { copyStandalone, freePort, jsonLogLines, startDemo, startSite } from './support/servers';

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

    await expect
      .poll(() => jsonLogLines(server.log()).filter((line) => line.event === 'upstream_failure').length)
      .toBe(1);
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
  // Age the prerendered home page so that the first visit regenerates it, and drop the contact page from the
  // cache so that the first visit renders it.
  const longAgo = new Date(Date.now() - 24 * 3600 * 1000);
  await utimes(join(build.dir, '.next/server/app/index.html'), longAgo, longAgo);
  for (const file of ['contactus.html', 'contactus.meta', 'contactus.rsc', 'contactus.segments']) {
    await rm(join(build.dir, '.next/server/app', file), { recursive: true, force: true });
  }
  const token = `isr-${randomBytes(12).toString('hex')}`;
  const demo = await startDemo(token);
  // New data since the build: every banner text is now hostile markup.
  demo.setFault('getbanner', 'hostile');
  const server = await startSite(
    { API_BASE_URL: demo.apiBaseUrl, API_TOKEN: token },
    { port: await freePort(3222), dir: build.dir },
  );
  try {
    const stale = await page.request.get(`${server.url}/`);
    expect(stale.headers()['x-nextjs-cache']).toBe('STALE');
    const staleHtml = await stale.text();
    expect(policyHashes(stale)).toEqual(inlineHashes(staleHtml));

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
