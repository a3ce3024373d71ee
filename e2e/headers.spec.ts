import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIResponse } from '@playwright/test';
import { inlinePayload } from './support/payload';

const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort', 'browsing-topics'];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** Every header the site promises, on any response; returns the one Content-Security-Policy, parsed. */
function expectSecurityHeaders(response: APIResponse, label: string): Map<string, string[]> {
  const headers = response.headersArray();
  const all = (name: string) => headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
  const one = (name: string) => {
    const values = all(name);
    expect(values, `${label}: exactly one ${name}`).toHaveLength(1);
    return values[0]!;
  };

  expect(one('strict-transport-security'), label).toBe('max-age=63072000; includeSubDomains; preload');
  expect(one('x-content-type-options'), label).toBe('nosniff');
  expect(one('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(one('cross-origin-opener-policy'), label).toBe('same-origin');
  expect(one('x-frame-options'), label).toBe('DENY');
  expect(all('x-powered-by'), label).toEqual([]);
  const permissions = one('permissions-policy');
  for (const feature of DENIED_FEATURES) expect(permissions, label).toContain(`${feature}=()`);

  // A second policy would be enforced too, so there must be exactly one.
  const policy = one('content-security-policy');
  const csp = directives(policy);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('form-action'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  // Backend images come through /media on the site's own origin: no backend host anywhere in the policy.
  expect(csp.get('img-src'), label).toEqual(["'self'", 'data:']);
  expect(policy, label).not.toContain("'unsafe-eval'");
  for (const directive of ['script-src', 'style-src', 'default-src']) {
    expect(csp.get(directive), `${label}: ${directive}`).not.toContain("'unsafe-inline'");
  }
  expect(csp.get('script-src')?.[0], label).toBe("'self'");
  return csp;
}

test('a prerendered page allows exactly its own inline scripts, by hash', { tag: '@smoke' }, async ({ request }) => {
  for (const path of ['/', '/contactus', '/gallery', '/vision&mission', '/rasi-members/kaveri-polymers']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const csp = expectSecurityHeaders(response, path);
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(new Set(csp.get('script-src')!.slice(1)), path).toEqual(new Set(hashes));
  }
});

test('a visitor holding the current version of a page gets 304 Not Modified, with its validators; anyone else the page', async ({
  request,
}) => {
  for (const path of ['/', '/aboutrasi', '/vision&mission', '/rasi-members', '/ta/rasi-members/kaveri-polymers']) {
    // The home page regenerates now and then; the version a visitor holds is the one they were last given.
    let page!: APIResponse;
    let again!: APIResponse;
    await expect
      .poll(async () => {
        page = await request.get(path);
        again = await request.get(path, { headers: { 'if-none-match': page.headers()['etag'] ?? '' } });
        return again.status();
      }, path)
      .toBe(304);
    const etag = page.headers()['etag'];
    expect(page.status(), path).toBe(200);
    expect(etag, `${path}: a weak ETag`).toMatch(/^W\/"[\w-]+"$/);
    expect((await again.body()).length, path).toBe(0);
    expect(again.headers()['etag'], path).toBe(etag);
    expect(again.headers()['cache-control'], path).toBe(page.headers()['cache-control']);
    expect(again.headers()['vary'], path).toContain('rsc');

    // An older version, or a visitor asking past their cache, gets the page itself, whole.
    const others: Record<string, string>[] = [
      { 'if-none-match': 'W/"an-older-version"' },
      { 'if-none-match': etag!, 'cache-control': 'no-cache' },
    ];
    for (const headers of others) {
      const full = await request.get(path, { headers });
      expect(full.status(), `${path} ${JSON.stringify(headers)}`).toBe(200);
      expect(await full.text(), path).toContain('</html>');
    }
  }
  const etag = (await request.get('/aboutrasi')).headers()['etag']!;
  expect((await request.head('/aboutrasi', { headers: { 'if-none-match': etag } })).status(), 'HEAD').toBe(304);
  // The not-found page keeps its 404 whatever a visitor sends.
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  for (const path of ['/no-such-page', '/_not-found']) {
    const again = await request.get(path, { headers: { 'if-none-match': missing.headers()['etag'] ?? '*' } });
    expect(again.status(), path).toBe(404);
  }
  // A filtered directory is another response at that path: never answered by the unfiltered page's ETag.
  const directory = (await request.get('/rasi-members')).headers()['etag']!;
  const filtered = await request.get('/rasi-members?q=rice', { headers: { 'if-none-match': directory } });
  expect(filtered.status()).toBe(200);
});

test('a list carries an ETag per version, and a browser holding that version gets 304 with its validators', async ({
  request,
}) => {
  for (const name of ['banners', 'bulletins', 'notifications', 'events', 'gallery', 'exhibitors']) {
    const path = `/api/${name}`;
    const list = await request.get(path);
    const etag = list.headers()['etag'];
    expect(etag, path).toMatch(/^"[\w-]{27}"$/);
    let again!: APIResponse;
    // The same version unless the list's window ended between the two requests.
    await expect
      .poll(async () => {
        again = await request.get(path, { headers: { 'if-none-match': (await request.get(path)).headers()['etag']! } });
        return again.status();
      }, path)
      .toBe(304);
    expect(await again.body(), path).toHaveLength(0);
    expect(again.headers()['cache-control'], path).toBe(list.headers()['cache-control']);
    expectSecurityHeaders(again, path);
    const other = await request.get(path, { headers: { 'if-none-match': '"an-older-list"' } });
    expect([path, other.status()]).toEqual([path, 200]);
  }
});

test('the not-found page answers 404 with its own script hashes, on any unknown path', async ({ request }) => {
  for (const path of [
    '/no-such-page',
    '/images/no-such-image.jpg',
    '/api/no-such-call',
    '/wp-login.php',
    '/rasi-members/no-such-firm',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const csp = expectSecurityHeaders(response, path);
    const hashes = inlineScriptHashes(await response.text());
    for (const hash of hashes) expect(csp.get('script-src'), path).toContain(hash);
  }
});

test('the filtered member directory, rendered per request, carries a fresh nonce', async ({ request }) => {
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get('/rasi-members?q=rice');
    expect(response.status()).toBe(200);
    const csp = expectSecurityHeaders(response, '/rasi-members?q=rice');
    const nonce = csp.get('script-src')!.find((source) => source.startsWith("'nonce-"));
    expect(nonce).toBeDefined();
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce!.slice(7, -1)}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('route handlers, static files and redirects carry the headers, with no inline script allowed', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  const stylesheet = html.match(/<link rel="stylesheet"(?: disabled="")? href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
  expect(script).toBeDefined();
  expect(stylesheet).toBeDefined();

  const media = html.match(/\/_next\/image\?url=(%2Fmedia%2F[^&"]+)/)?.[1];
  expect(media).toBeDefined();
  for (const path of [
    '/api/banners',
    '/api/health',
    script!,
    stylesheet!,
    '/images/logo.svg',
    '/icon.svg',
    '/vcard/kaveri-polymers.vcf',
    decodeURIComponent(media!),
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const csp = expectSecurityHeaders(response, path);
    expect(csp.get('script-src'), path).toEqual(["'self'"]);
  }

  const redirect = await request.get('/ContactUs', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expectSecurityHeaders(redirect, '/ContactUs');
});

test("the framework's scripts carry Subresource Integrity hashes that match the files", async ({ request }) => {
  const html = await (await request.get('/')).text();
  // Next 16 with Turbopack writes integrity on the runtime, polyfill and bootstrap chunks; the chunks React
  // preloads for client components come without it. The page cache moves each chunk to the list its loader adds the
  // <script>s from, with its integrity (lib/serving/page-cache/deferred-scripts.mjs), and the browser checks it there.
  const { deferredChunks } = (await import(
    pathToFileURL(resolve('lib/serving/page-cache/deferred-scripts.mjs')).href
  )) as {
    deferredChunks(html: string): [string, string][];
  };
  const listed = deferredChunks(html).filter(([, integrity]) => integrity);
  const scripts = [...html.matchAll(/<script [^>]*src="([^"]+)"[^>]*integrity="([^"]+)"/g)];
  const checked = [...listed, ...scripts.map(([, src, integrity]) => [src!, integrity!] as const)];
  expect(checked.length).toBeGreaterThanOrEqual(3);
  for (const [src, integrity] of checked) {
    const body = await (await request.get(src)).body();
    expect(integrity, src).toBe(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
});

test('a cached page is sent as ASCII, and reads the same to a visitor', async ({ page, request }) => {
  // The server sends a page held as an ASCII string without encoding it again (lib/serving/page-cache/ascii-html.mjs):
  // every other character travels as an escape of its context.
  for (const path of ['/', '/membership', '/gallery', '/tradefairs']) {
    const bytes = await (await request.get(path)).body();
    const outside = bytes.findIndex((byte) => byte > 0x7f);
    expect(outside, `${path}: a byte above 0x7f at ${outside}`).toBe(-1);
  }
  await page.goto('/membership');
  const fees = page.getByRole('region', { name: 'Fees' }).getByRole('table');
  await expect(fees.getByRole('row', { name: /Micro enterprise member/ })).toContainText('₹1,000');
  // The breadcrumb's separator comes from the inlined stylesheet, a CSS escape there.
  const separator = await page
    .locator('nav[aria-label="Breadcrumb"] li + li')
    .first()
    .evaluate((item) => getComputedStyle(item, '::before').content);
  expect(separator).toBe('"›"');
  // The router payload the page carries in its scripts, as the browser reads it.
  const payload = inlinePayload(await (await request.get('/membership')).text()).toString('utf8');
  expect(payload).toContain('₹1,000');
  expect(payload).not.toMatch(/\\u20b9|&#8377;/);
});

test('the home page scores A+ by the HTTP Observatory rules', async ({ request }) => {
  const { observatoryScore } = (await import(pathToFileURL(resolve('scripts/observatory-score.mjs')).href)) as {
    observatoryScore(page: { headers: [string, string][]; html: string; https: boolean; redirectsToHttps: boolean }): {
      score: number;
      grade: string;
      tests: { test: string; result: string; modifier: number }[];
    };
  };
  const response = await request.get('/');
  // Scored as served behind TLS with an http→https redirection, which e2e/nginx.spec.ts checks.
  const result = observatoryScore({
    headers: response.headersArray().map(({ name, value }) => [name, value]),
    html: await response.text(),
    https: true,
    redirectsToHttps: true,
  });
  // With no backend host in img-src (images come through /media), the policy earns the full bonus: 130.
  const csp = result.tests.find(({ test }) => test === 'content-security-policy')!;
  expect(csp.result).toBe('csp-implemented-with-no-unsafe');
  expect(result.tests.filter(({ modifier }) => modifier < 0)).toEqual([]);
  expect(result.grade).toBe('A+');
  expect(result.score).toBe(130);
});
