import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { LocalNginx } from '../scripts/nginx-local.mjs';
import { copyStandalone, freePort, startDemo, startSite, type SiteServer } from './support/servers';
import { waitFor } from './support/wait';

// Runs deploy/nginx/rasi.conf itself (through scripts/nginx-local.mjs), on loopback ports, in front of a
// standalone server this test starts. A dynamic import keeps that module ES: Playwright would compile a static
// import of it into CommonJS.
const loadNginxLocal = () => import('../scripts/nginx-local.mjs');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const OPENSSL = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((path) => existsSync(path));

test.skip(!!process.env.BASE_URL, 'runs the local build in .next/standalone, not a deployed site');
test.skip(!NGINX, 'nginx is not installed (apt-get install nginx; .ci/run installs it): the nginx check is skipped');
test.skip(!OPENSSL, 'openssl is not installed: the nginx check needs it for a throwaway certificate');

const BROWSER = 'gzip, deflate, br, zstd';

type Sent = { status: number; encoding: string; bytes: Buffer; cache?: string; provisional: boolean };

/** One GET as it crossed the wire: the body's bytes undecoded, its encoding, nginx's cache status. */
function sent(url: string, acceptEncoding: string): Promise<Sent> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    send(url, { headers: { 'accept-encoding': acceptEncoding }, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          encoding: res.headers['content-encoding'] ?? 'identity',
          bytes: Buffer.concat(chunks),
          cache: res.headers['x-cache-status'] as string | undefined,
          provisional: res.headers['x-accel-expires'] === '0',
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

test('nginx caches by the application, keeps the site up when Node stops and serves static files immutable', async () => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(join(tmpdir(), 'rasi-nginx-'));
  const node = await freePort(3230);
  const ports = { node, http: await freePort(node + 1), https: await freePort(node + 2) };
  const build = await copyStandalone();
  const token = `nginx-${Date.now()}`;
  const demo = await startDemo(token);
  let server: SiteServer | undefined;
  let nginx: LocalNginx | undefined;
  let https: APIRequestContext | undefined;
  const { localNginxConfig, makeCertificate, startNginx } = await loadNginxLocal();
  try {
    makeCertificate(dir);

    // A one-second freshness window, so that nginx's copy of the home page expires during the test. The build's
    // home page is aged so that Next regenerates it at once with that window.
    const longAgo = new Date(Date.now() - 24 * 3600 * 1000);
    await utimes(join(build.dir, '.next/server/app/index.html'), longAgo, longAgo);
    server = await startSite(
      { API_BASE_URL: demo.apiBaseUrl, API_TOKEN: token, REVALIDATE_SECONDS: '1' },
      { port: ports.node, dir: build.dir },
    );
    const direct = server.url;
    await waitFor(
      async () => (await fetch(`${direct}/`)).headers.get('cache-control') === 's-maxage=1',
      'Next to regenerate / with a one-second window',
    );

    nginx = await startNginx(
      dir,
      await localNginxConfig({ dir, nodePort: ports.node, httpPort: ports.http, sitePort: ports.https }),
    );
    https = await playwrightRequest.newContext({
      baseURL: `https://127.0.0.1:${ports.https}`,
      ignoreHTTPSErrors: true,
    });
    await waitFor(async () => nginx!.running() && (await https!.get('/api/health')).ok(), 'nginx to answer');

    const plain = await https.get(`http://127.0.0.1:${ports.http}/contactus`, { maxRedirects: 0 });
    expect(plain.status()).toBe(301);
    expect(plain.headers()['location']).toBe('https://127.0.0.1/contactus');

    // A prerendered page: fetched once, then answered by nginx, compressed, with the application's headers. Node
    // compresses it for the browser's encoding (brotli here, Playwright's own Accept-Encoding), at its best once
    // it has made that (until then it tells nginx to keep nothing).
    let first = await https.get('/contactus');
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache-status']).toBe('MISS');
    await waitFor(async () => {
      first = await https!.get('/contactus');
      return first.headers()['x-cache-status'] === 'HIT';
    }, 'nginx to keep /contactus');
    const second = await https.get('/contactus');
    expect(second.headers()['x-cache-status']).toBe('HIT');
    expect(second.headers()['content-encoding']).toBe('br');
    expect(await second.text()).toBe(await first.text());
    const policies = second.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
    expect(policies).toHaveLength(1);
    expect(second.headers()['strict-transport-security']).toContain('max-age=63072000');

    // The home page, an ISR page: served from the cache (once Node has its best compression), stale once its
    // window has passed.
    expect((await https.get('/')).headers()['x-cache-status']).toBe('MISS');
    await waitFor(
      async () => /^(HIT|STALE|UPDATING)$/.test((await https!.get('/')).headers()['x-cache-status'] ?? ''),
      'nginx to keep /',
    );

    // What a browser downloads through nginx is what Node sends: the brotli (or gzip) bytes Node made once at its
    // best, cold (nginx's first request for the page in that encoding) and warm; a client that takes neither gets
    // the page as it is. Never nginx's own gzip of an uncompressed copy.
    for (const [path, acceptEncoding, encoding] of [
      ['/aboutrasi', BROWSER, 'br'],
      ['/gallery', BROWSER, 'br'],
      ['/aboutrasi', 'gzip', 'gzip'],
      ['/aboutrasi', 'identity', 'identity'],
    ] as const) {
      const label = `${path} (${acceptEncoding})`;
      let node = await sent(`${direct}${path}`, acceptEncoding);
      await waitFor(async () => {
        node = await sent(`${direct}${path}`, acceptEncoding);
        return !node.provisional;
      }, `Node's best compression of ${label}`);
      expect(node.encoding, label).toBe(encoding);
      const cold = await sent(`https://127.0.0.1:${ports.https}${path}`, acceptEncoding);
      const warm = await sent(`https://127.0.0.1:${ports.https}${path}`, acceptEncoding);
      expect([cold.status, cold.cache, cold.encoding], label).toEqual([200, 'MISS', encoding]);
      expect([warm.status, warm.cache, warm.encoding], label).toEqual([200, 'HIT', encoding]);
      expect(cold.bytes.length, label).toBe(node.bytes.length);
      expect(warm.bytes.equals(node.bytes), label).toBe(true);
    }

    const html = await first.text();
    const chunk = html.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)![1]!;
    const script = await https.get(chunk);
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await waitFor(
      async () => (await https!.get(chunk)).headers()['x-cache-status'] === 'HIT',
      'nginx to keep the script',
    );

    const lists = await https.get('/api/banners');
    expect(lists.status()).toBe(200);
    expect(lists.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1');
    // Kept once Node sends the list's best compression (its first answers say X-Accel-Expires: 0).
    await waitFor(
      async () => (await https!.get('/api/banners')).headers()['x-cache-status'] === 'HIT',
      'nginx to keep the list',
    );

    // The proxy's rewrites, behind TLS: nginx says X-Forwarded-Proto: https and Node listens on 127.0.0.1, and each
    // rewrite must be served in the same process (Next once sent it as an HTTPS request to itself: a 500).
    const rewrites: [address: string, status: number, text: string][] = [
      ['/rasi-members?q=steel', 200, 'Kaveri Steel Fabricators'],
      ['/vision%26mission', 200, '<title>Vision and mission'],
      ['/ta/no-such-page', 404, 'பக்கம் கிடைக்கவில்லை'],
      ['/rasi-members/no-such-firm', 404, '<title>Member firm not found'],
    ];
    for (const [address, status, text] of rewrites) {
      const response = await https.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(status);
      expect(await response.text(), address).toContain(text);
    }

    // Node goes away: what nginx has keeps answering, expired or not; what it never had fails.
    await server.stop();
    // nginx counts freshness in whole seconds: a one-second entry may stay fresh for almost two. Asked until both
    // one-second entries have expired (a fresh one is a HIT), then checked as a visitor gets them.
    const cacheStatus = async (path: string) => (await https!.get(path)).headers()['x-cache-status'];
    const expired = expect.stringMatching(/^(STALE|UPDATING)$/);
    await expect
      .poll(async () => [await cacheStatus('/'), await cacheStatus('/api/banners')], { timeout: 10_000 })
      .toEqual([expired, expired]);
    const home = await https.get('/');
    expect(home.status()).toBe(200);
    expect(home.headers()['x-cache-status']).toMatch(/^(STALE|UPDATING)$/);
    expect(await home.text()).toContain('<h1');
    const banners = await https.get('/api/banners');
    expect(banners.status()).toBe(200);
    expect(banners.headers()['x-cache-status']).toMatch(/^(STALE|UPDATING)$/);
    expect((await https.get('/contactus')).headers()['x-cache-status']).toBe('HIT');
    const staticAgain = await https.get(chunk);
    expect(staticAgain.status()).toBe(200);
    expect(staticAgain.headers()['x-cache-status']).toBe('HIT');
    expect((await https.get('/membership')).status()).toBe(502);
  } catch (error) {
    if (nginx) console.error(`nginx output:\n${nginx.output()}`);
    throw error;
  } finally {
    await https?.dispose();
    await nginx?.stop();
    await server?.stop();
    await demo.close();
    await build.remove();
    await rm(dir, { recursive: true, force: true });
  }
});
