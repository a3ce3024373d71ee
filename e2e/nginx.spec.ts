import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { LocalNginx } from '../scripts/nginx-local.mjs';
import { localePath, LOCALES } from '../lib/i18n/locales';
import { ROUTES } from '../lib/routes';
import { MEMBER_IDS } from '../lib/member-pages';
import { LIVE_SEARCH_DELAY_MS } from '../lib/search/search-limits';
import { copyStandalone, freePort, startDemo, startSite, type SiteServer } from './support/servers';
import { sleep, waitFor } from './support/wait';

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

type Answer = { path: string; status: number; headers: IncomingHttpHeaders; body: string };

/**
 * A client of the site behind nginx at one loopback address of its own (all of 127.0.0.0/8 is loopback on Linux),
 * which nginx's per-client limit keys on; its connections are kept alive, as a browser's are.
 */
function client(base: string, address: string) {
  const agent = new HttpsAgent({ keepAlive: true, localAddress: address, rejectUnauthorized: false });
  const get = (path: string) =>
    new Promise<Answer>((resolve, reject) => {
      httpsRequest(`${base}${path}`, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ path, status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      })
        .on('error', reject)
        .end();
    });
  return { address, get, close: () => agent.destroy() };
}
type Client = ReturnType<typeof client>;

// Answers Node renders per request, each address new (nginx keeps none of them, and a cache would not help either).
let flooded = 0;
const FLOOD = [
  (n: number) => `/search?q=flood+${n}`,
  (n: number) => `/ta/search?q=flood+${n}`,
  (n: number) => `/find-page?q=flood+${n}`,
  (n: number) => `/rasi-members?q=flood+${n}`,
  (n: number) => `/ta/rasi-members?district=Karur&q=flood+${n}`,
  (n: number) => `/no-such-page-${n}`,
  (n: number) => `/ta/rasi-members/made-up-firm-${n}`,
];
const floodAddress = () => FLOOD[flooded % FLOOD.length]!(flooded++);

/**
 * `count` requests from `from`, all at once, each for a different answer that Node renders: `all` when every one is
 * answered, `refused` the first 429 as soon as it comes (or undefined when none came).
 */
function flood(from: Client, count: number) {
  let refuse: (answer: Answer | undefined) => void = () => undefined;
  const refused = new Promise<Answer | undefined>((resolve) => (refuse = resolve));
  const all = Promise.all(
    Array.from({ length: count }, () =>
      from.get(floodAddress()).then((answer) => {
        if (answer.status === 429) refuse(answer);
        return answer;
      }),
    ),
  );
  void all.then(
    () => refuse(undefined),
    () => refuse(undefined),
  );
  return { all, refused };
}

const show = (answers: Answer[]) => answers.map(({ path, status }) => `${status} ${path}`);

test.describe("nginx's limit on what Node renders per request, per client address", () => {
  // The tests share one nginx and one instance, each with clients at addresses of its own.
  test.describe.configure({ mode: 'default' });
  let dir: string;
  let demo: Awaited<ReturnType<typeof startDemo>>;
  let server: SiteServer | undefined;
  let nginx: LocalNginx | undefined;
  let base: string;
  let limit: { rate: number; burst: number; retryAfter: number };
  const clients: Client[] = [];
  const at = (address: string) => {
    const made = client(base, address);
    clients.push(made);
    return made;
  };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const { localNginxConfig, makeCertificate, renderLimit, startNginx } = await loadNginxLocal();
    limit = await renderLimit();
    dir = await mkdtemp(join(tmpdir(), 'rasi-nginx-limit-'));
    makeCertificate(dir);
    const ports = { http: await freePort(), https: await freePort() };
    const token = `nginx-limit-${Date.now()}`;
    demo = await startDemo(token);
    server = await startSite({ API_BASE_URL: demo.apiBaseUrl, API_TOKEN: token });
    nginx = await startNginx(
      dir,
      await localNginxConfig({
        dir,
        nodePort: Number(new URL(server.url).port),
        httpPort: ports.http,
        sitePort: ports.https,
      }),
    );
    base = `https://127.0.0.1:${ports.https}`;
    const probe = client(base, '127.0.0.1');
    await waitFor(async () => nginx!.running() && (await probe.get('/api/health')).status === 200, 'nginx to answer');
    probe.close();
  });

  test.afterAll(async () => {
    for (const made of clients) made.close();
    await nginx?.stop();
    await server?.stop();
    await demo?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && nginx) console.error(`nginx output:\n${nginx.output()}`);
  });

  test('a flooding client gets 429 once past its burst; its pages and files, and another client, are answered', async () => {
    test.setTimeout(120_000);
    const flooding = at('127.0.0.2');
    const other = at('127.0.0.3');
    const chunk = (await flooding.get('/contactus')).body.match(
      /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/,
    )![1]!;

    // Twice the burst at once: the one the rate allows is answered at once, the burst held and answered at the
    // rate, the rest refused.
    const first = flood(flooding, 2 * limit.burst);
    const refusal = await first.refused;
    expect(refusal, 'a 429 among twice the burst sent at once').toBeDefined();

    // While the flooding client is past its limit, it asks for more of the same, for pages (a member firm's too,
    // and another spelling the proxy redirects), files and lists; and a second client sends a few of its own.
    const pages: [string, number][] = [
      ['/aboutrasi', 200],
      ['/ta/contactus', 200],
      ['/rasi-members', 200],
      ['/ta/rasi-members', 200],
      ['/rasi-members/kaveri-steel-fabricators', 200],
      ['/ta/rasi-members/noor-polymers', 200],
      ['/OfficeBearers', 308],
      [chunk, 200],
      ['/images/logo.svg', 200],
      ['/api/banners', 200],
      ['/feed.xml', 200],
      ['/robots.txt', 200],
    ];
    const [again, answered, others] = await Promise.all([
      flood(flooding, limit.burst).all,
      Promise.all(pages.map(([path]) => flooding.get(path))),
      Promise.all(Array.from({ length: 5 }, () => other.get(floodAddress()))),
    ]);
    const before = await first.all;

    const admitted = before.filter((answer) => answer.status !== 429);
    expect(admitted.length, show(before).join('\n')).toBeGreaterThanOrEqual(limit.burst);
    for (const answer of admitted)
      expect([answer.path, answer.status]).toEqual([
        answer.path,
        answer.path.startsWith('/no-such') || answer.path.includes('made-up') ? 404 : 200,
      ]);
    expect(again.filter((answer) => answer.status === 429).length, show(again).join('\n')).toBeGreaterThan(0);
    expect(answered.map(({ path, status }) => [path, status])).toEqual(pages);
    expect(
      others.filter((answer) => answer.status === 429),
      show(others).join('\n'),
    ).toEqual([]);

    // The refusal says what happened, in both languages, and when to come back.
    expect(refusal!.headers['retry-after']).toBe(String(limit.retryAfter));
    expect(refusal!.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refusal!.headers['cache-control']).toBe('no-store');
    expect(refusal!.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{8,}$/);
    const page = refusal!.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<title>Too many requests | RASI</title>');
    expect(page).toContain('<h1>Too many requests</h1>');
    expect(page).toContain(`Please wait ${limit.retryAfter} seconds, then try again.`);
    expect(page).toContain('<section lang="ta">\n<h2>கோரிக்கைகள் மிக அதிகம்</h2>');
    expect(page).toContain(`${limit.retryAfter} வினாடிகள் காத்திருந்து, மீண்டும் முயற்சிக்கவும்.`);
    expect(page).not.toContain('$');

    // A refusal's line would name the client's address: none is written at the error log's level.
    expect(nginx!.output()).not.toContain('limiting requests');
  });

  test("a search at the search page's own pace is never limited; the same client flooding is", async () => {
    test.setTimeout(180_000);
    const typing = at('127.0.0.4');
    // A person typing, as the search page asks with script: a new query LIVE_SEARCH_DELAY_MS after the last
    // answer, at most 4 a second, for three bursts' worth of queries.
    const words = 'kaveri steel fabricators trichy foundry castings rice mill machinery printers';
    const answers: Answer[] = [];
    for (let i = 1; answers.length < 3 * limit.burst; i += 1) {
      const query = words.slice(0, (i % words.length) + 1).trim() || 'k';
      answers.push(await typing.get(`${i % 2 ? '/search' : '/ta/search'}?q=${encodeURIComponent(query)}`));
      await sleep(LIVE_SEARCH_DELAY_MS);
    }
    expect(answers.filter((answer) => answer.status !== 200).map(({ path, status }) => `${status} ${path}`)).toEqual(
      [],
    );

    const { all } = flood(typing, 2 * limit.burst);
    expect((await all).filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
  });

  test('a client that waits for each answer, with fewer requests in flight than the burst, is slowed to the rate, never refused', async () => {
    test.setTimeout(120_000);
    const waiting = at('127.0.0.6');
    const inFlight = limit.burst - 4;
    const answers: Answer[] = [];
    const started = Date.now();
    // Each of its connections sends the next request as soon as the last is answered, for 4 seconds.
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (Date.now() - started < 4_000) answers.push(await waiting.get(floodAddress()));
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    expect(show(answers.filter((answer) => answer.status === 429))).toEqual([]);
    // Held, not answered at once: the burst and the rate's share of the time, no more (refused at once, such a
    // client would ask again at once, as fast as nginx can refuse it).
    expect(answers.length).toBeLessThanOrEqual(1 + limit.burst + Math.ceil(limit.rate * seconds));
    expect(answers.length).toBeGreaterThanOrEqual(inFlight);
  });

  test("every page and member firm's page, in both languages, is answered to a client past its limit", async () => {
    test.setTimeout(180_000);
    const flooding = at('127.0.0.5');
    const paths = [...ROUTES.map((route) => route.path), ...MEMBER_IDS.map((id) => `/rasi-members/${id}`)].flatMap(
      (path) => LOCALES.map((locale) => localePath(locale, path)),
    );
    const failed: string[] = [];
    const floods: Promise<Answer[]>[] = [];
    // A few pages at a time, each batch sent as soon as a 429 shows the client is past its limit. Twice the burst
    // each time: while a batch of pages is answered the bucket refills (5 a second), and a busy machine may spread
    // the flood's own requests over more than the burst's worth of refill. The floods' held requests are awaited at
    // the end: nginx answers them at the rate, the next flood meanwhile.
    for (let i = 0; i < paths.length; i += 8) {
      const { refused, all } = flood(flooding, 2 * limit.burst);
      floods.push(all);
      expect(await refused, 'a 429 before the pages are asked for').toBeDefined();
      const answers = await Promise.all(paths.slice(i, i + 8).map((path) => flooding.get(path)));
      failed.push(...show(answers.filter((answer) => answer.status !== 200)));
    }
    expect(failed).toEqual([]);
    await Promise.all(floods);
  });
});
