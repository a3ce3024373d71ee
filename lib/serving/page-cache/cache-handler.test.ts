/** @jest-environment node */
// One build, started twice with different environments on the same page cache on disk: each start serves every
// cached page for its own SITE_URL and REVALIDATE_SECONDS, whoever wrote the page.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { inlineScriptHashes } from '../../security-headers.mjs';
import { PLACEHOLDER_ORIGIN } from './site-origin.mjs';
import { forgetProcessState } from '../../process-state.mjs';

const ONE = 'https://one.rasi.test';
const TWO = 'http://127.0.0.1:3199';
const HOME = '/route-cache/APP_PAGE/0a/$/index';
const GALLERY = '/route-cache/APP_PAGE/0b/$/gallery';
const SITEMAP = '/route-cache/APP_ROUTE/0c/$/sitemap.xml';
const PAGE = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false } as const;

/** What a render for `origin` gives: canonical link, JSON-LD (long enough to be a text row) and payload. */
function page(origin: string, text = 'Banners') {
  const ld = JSON.stringify({ '@id': `${origin}/#organization`, description: text.repeat(300) });
  const rsc = `1:["$","link","0",{"rel":"canonical","href":"${origin}/"}]\n2:T${Buffer.byteLength(ld).toString(16)},${ld}`;
  return {
    kind: 'APP_PAGE' as const,
    html:
      `<html><head><link rel="canonical" href="${origin}/"/></head><body><script type="application/ld+json">${ld}` +
      `</script><script>self.__next_f.push(${JSON.stringify([1, rsc])})</script></body></html>`,
    rscData: Buffer.from(rsc),
    segmentData: new Map([['/_full', Buffer.from(rsc)]]),
    headers: { 'x-next-cache-tags': '_N_T_/layout' } as Record<string, string>,
    status: 200,
    postponed: undefined,
  };
}

type Cache = {
  get(key: string, ctx: object): Promise<{ value: ReturnType<typeof page>; cacheControl?: object } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
};

let root: string;
let serverDistDir: string;

/** The page cache of a server started with `env`, as Next constructs it, in a fresh module registry. */
async function startServer(env: Record<string, string>): Promise<Cache> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let PageCache: new (ctx: object) => Cache;
  try {
    await jest.isolateModulesAsync(async () => {
      PageCache = (await import('./cache-handler.mjs')).default as unknown as typeof PageCache;
    });
  } finally {
    process.env = saved;
  }
  return new PageCache!({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    revalidatedTags: [],
    maxMemoryCacheSize: 50 * 1024 * 1024,
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile());
}

function expectServedFor(origin: string, value: ReturnType<typeof page>, others: string[]) {
  const texts = [value.html, value.rscData.toString(), ...[...value.segmentData.values()].map(String)];
  for (const text of texts) {
    expect(text).toContain(`${origin}/`);
    for (const other of others) expect(text).not.toContain(other);
  }
  const policy = value.headers['content-security-policy']!;
  expect(policy.match(/'sha256-[^']+'/g)).toEqual(inlineScriptHashes(value.html));
}

beforeEach(() => {
  // A new process each time: no page cache state from the test before (../process-state.mjs).
  forgetProcessState('page-cache');
  root = mkdtempSync(join(tmpdir(), 'rasi-page-cache-'));
  serverDistDir = join(root, 'server');
  mkdirSync(serverDistDir);
  const routes = {
    '/': { initialRevalidateSeconds: 60, initialExpireSeconds: 31536000 },
    '/gallery': { initialRevalidateSeconds: 60, initialExpireSeconds: 31536000 },
    '/bulletins': { initialRevalidateSeconds: 60, initialExpireSeconds: 31536000 },
    '/sitemap.xml': { initialRevalidateSeconds: false },
  };
  writeFileSync(join(root, 'prerender-manifest.json'), JSON.stringify({ routes }));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('two starts of one build serve every page for their own SITE_URL, whoever wrote it', async () => {
  // The build: pages rendered for the placeholder, as `next build` renders them.
  const build = await startServer({ NEXT_PHASE: 'phase-production-build' });
  await build.set(HOME, page(PLACEHOLDER_ORIGIN), { ...PAGE });
  await build.set(
    SITEMAP,
    {
      kind: 'APP_ROUTE',
      body: Buffer.from(`<urlset><url><loc>${PLACEHOLDER_ORIGIN}/</loc></url></urlset>`),
      headers: { 'content-type': 'application/xml' },
      status: 200,
    },
    { ...PAGE },
  );

  // The first start serves the build's pages for its address, and stores what it regenerates without it.
  const first = await startServer({ SITE_URL: ONE, REVALIDATE_SECONDS: '30' });
  const home = await first.get(HOME, PAGE);
  expectServedFor(ONE, home!.value, [PLACEHOLDER_ORIGIN]);
  const regenerated = page(ONE, 'New banners');
  await first.set(GALLERY, regenerated, { ...PAGE, cacheControl: { revalidate: 30, expire: 31536000 } });
  expect((await first.get(GALLERY, PAGE))!.value).toBe(regenerated);
  expect(regenerated.headers['content-security-policy']).toContain("'sha256-");
  for (const file of filesUnder(root)) {
    expect(readFileSync(file, 'utf8')).not.toContain(ONE);
    expect(readFileSync(file, 'utf8')).not.toContain('content-security-policy');
  }

  // The second start, on the same disk, serves both pages and the sitemap for its own address only.
  const second = await startServer({ SITE_URL: TWO, REVALIDATE_SECONDS: '45' });
  const [homeAgain, gallery] = [await second.get(HOME, PAGE), await second.get(GALLERY, PAGE)];
  expectServedFor(TWO, homeAgain!.value, [ONE, PLACEHOLDER_ORIGIN]);
  expectServedFor(TWO, gallery!.value, [ONE, PLACEHOLDER_ORIGIN]);
  expect(gallery!.value.html).toContain('New banners');
  const sitemap = (await second.get(SITEMAP, { ...PAGE, kind: 'APP_ROUTE' })) as unknown as {
    value: { body: Buffer };
  };
  expect(sitemap.value.body.toString()).toBe(`<urlset><url><loc>${TWO}/</loc></url></urlset>`);
});

test("every page regenerates on this start's REVALIDATE_SECONDS, a retry after a failed regeneration on its own, with no stale-while-revalidate for browsers", async () => {
  const build = await startServer({ NEXT_PHASE: 'phase-production-build' });
  await build.set(HOME, page(PLACEHOLDER_ORIGIN), { ...PAGE });
  const first = await startServer({ SITE_URL: ONE, REVALIDATE_SECONDS: '30' });
  await first.set(GALLERY, page(ONE), { ...PAGE, cacheControl: { revalidate: 30, expire: 31536000 } });
  // Next stores a page whose regeneration failed again with a retry window of 3 to 30 s.
  const RETRY = '/route-cache/APP_PAGE/0d/$/bulletins';
  await first.set(RETRY, page(ONE), { ...PAGE, cacheControl: { revalidate: 7, expire: 31536010 } });
  // The lifetime Next writes into Cache-Control: `s-maxage` from `revalidate`, `stale-while-revalidate` from `expire`.
  const lifetime = async (server: typeof first, key: string) => (await server.get(key, PAGE))!.cacheControl;
  expect(await lifetime(first, GALLERY)).toEqual({ revalidate: 30, expire: undefined });

  const second = await startServer({ SITE_URL: ONE, REVALIDATE_SECONDS: '45' });
  expect(await lifetime(second, HOME)).toEqual({ revalidate: 45, expire: undefined });
  expect(await lifetime(second, GALLERY)).toEqual({ revalidate: 45, expire: undefined });
  expect(await lifetime(second, RETRY)).toEqual({ revalidate: 7, expire: undefined });
});

test('a page whose payload cannot be read is neither served nor stored: Next renders it afresh', async () => {
  const broken = (origin: string) => ({ ...page(origin), rscData: Buffer.from('this is not a payload') });
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const build = await startServer({ NEXT_PHASE: 'phase-production-build' });
    await build.set(HOME, broken(PLACEHOLDER_ORIGIN), { ...PAGE });
    const server = await startServer({ SITE_URL: ONE });
    expect(await server.get(HOME, PAGE)).toBeNull();
    await server.set(GALLERY, broken(ONE), { ...PAGE });
    expect(await server.get(GALLERY, PAGE)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"event":"page_cache_unreadable"'));
  } finally {
    error.mockRestore();
  }
});

describe('the validator', () => {
  test('a page carries a weak ETag of the very HTML it is served with, one per version and per SITE_URL', async () => {
    const build = await startServer({ NEXT_PHASE: 'phase-production-build' });
    await build.set(HOME, page(PLACEHOLDER_ORIGIN), { ...PAGE });
    const one = await startServer({ SITE_URL: ONE });
    const served = (await one.get(HOME, PAGE))!.value;
    const etag = served.headers.etag!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await one.get(HOME, PAGE))!.value.headers.etag).toBe(etag);

    const two = await startServer({ SITE_URL: TWO });
    expect((await two.get(HOME, PAGE))!.value.headers.etag).not.toBe(etag);

    const regenerated = page(ONE, 'New banners');
    await one.set(HOME, regenerated, { ...PAGE, cacheControl: { revalidate: 60, expire: 31536000 } });
    expect(regenerated.headers.etag).toMatch(/^W\/"/);
    expect(regenerated.headers.etag).not.toBe(etag);
    expect((await one.get(HOME, PAGE))!.value.headers.etag).toBe(regenerated.headers.etag);
    // Stored without it: the ETag belongs to the HTML of one SITE_URL.
    for (const file of filesUnder(root)) expect(readFileSync(file, 'utf8')).not.toMatch(/etag/i);
  });
});

describe('with the revalidation webhook on (REVALIDATE_SECRET)', () => {
  const WEBHOOK = { SITE_URL: ONE, REVALIDATE_SECRET: 'k'.repeat(32) };
  const NOTIFICATIONS = '/route-cache/APP_PAGE/0e/$/notification';
  const backendPage = (text = 'Notifications') => {
    const value = page(ONE, text);
    value.headers['x-next-cache-tags'] = '_N_T_/layout,backend:notifications';
    return value;
  };
  type Revalidating = Cache & {
    revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
  };

  beforeEach(() => {
    forgetProcessState('revalidated-tags');
  });

  test('a page showing backend data tells nginx to keep it to the end of the second, on each answer; others and storage never', async () => {
    const server = (await startServer(WEBHOOK)) as Revalidating;
    const rendered = backendPage();
    await server.set(NOTIFICATIONS, rendered, { ...PAGE, cacheControl: { revalidate: 60, expire: 31536000 } });
    const second = `@${Math.floor(Date.now() / 1000)}`;
    // What Next sends the visitor who waited for the page.
    expect([second, `@${Number(second.slice(1)) - 1}`]).toContain(rendered.headers['x-accel-expires']);

    const later = Date.now() + 3000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const served = await server.get(NOTIFICATIONS, PAGE);
      expect(served!.value.headers['x-accel-expires']).toBe(`@${Math.floor(later / 1000)}`);
    } finally {
      clock.mockRestore();
    }
    for (const file of filesUnder(root)) expect(readFileSync(file, 'utf8')).not.toContain('x-accel-expires');

    await server.set(GALLERY, page(ONE), { ...PAGE, cacheControl: { revalidate: 60, expire: 31536000 } });
    expect((await server.get(GALLERY, PAGE))!.value.headers['x-accel-expires']).toBeUndefined();
    const without = await startServer({ SITE_URL: ONE });
    expect((await without.get(NOTIFICATIONS, PAGE))!.value.headers['x-accel-expires']).toBeUndefined();
  });

  test('a revalidated tag: its pages are regenerated at the next request, and this process hears of it', async () => {
    const server = (await startServer(WEBHOOK)) as Revalidating;
    const { onTagsMarked, tagMark } = await import('./page-cache-state.mjs');
    const heard: (readonly string[])[] = [];
    onTagsMarked('test', (tags) => void heard.push(tags));
    await server.set(NOTIFICATIONS, backendPage(), { ...PAGE, cacheControl: { revalidate: 60, expire: 31536000 } });
    await server.set(GALLERY, page(ONE), { ...PAGE, cacheControl: { revalidate: 60, expire: 31536000 } });
    expect(await server.get(NOTIFICATIONS, PAGE)).not.toBeNull();

    const before = Date.now();
    await server.revalidateTag(['backend:notifications'], { expire: 0 });
    expect(await server.get(NOTIFICATIONS, PAGE)).toBeNull();
    expect(await server.get(GALLERY, PAGE)).not.toBeNull();
    expect(heard).toEqual([['backend:notifications']]);
    expect(tagMark('backend:notifications')).toBeGreaterThanOrEqual(before);
    expect(tagMark('backend:gallery')).toBe(0);

    await new Promise((done) => setTimeout(done, 5));
    await server.set(NOTIFICATIONS, backendPage('Regenerated'), { ...PAGE, cacheControl: { revalidate: 60 } });
    expect((await server.get(NOTIFICATIONS, PAGE))!.value.html).toContain('Regenerated');
  });

  test('a regeneration that began before a publish of its data is served to whoever waited, but not kept', async () => {
    const server = (await startServer(WEBHOOK)) as Revalidating;
    // Not in the cache: Next renders it, reading the lists as they are now.
    expect(await server.get(NOTIFICATIONS, PAGE)).toBeNull();
    await new Promise((done) => setTimeout(done, 5));
    // The publish arrives while that render runs.
    await server.revalidateTag(['backend:notifications'], { expire: 0 });
    const acrossPublish = backendPage('Before the publish');
    await server.set(NOTIFICATIONS, acrossPublish, { ...PAGE, cacheControl: { revalidate: 60 } });
    expect(acrossPublish.headers['content-security-policy']).toContain("'sha256-");
    // Not kept: the next request renders the page again, and that one is kept.
    expect(await server.get(NOTIFICATIONS, PAGE)).toBeNull();
    await server.set(NOTIFICATIONS, backendPage('After the publish'), { ...PAGE, cacheControl: { revalidate: 60 } });
    expect((await server.get(NOTIFICATIONS, PAGE))!.value.html).toContain('After the publish');
    // A page without the list's tag is kept as always.
    expect(await server.get(GALLERY, PAGE)).toBeNull();
    await server.revalidateTag(['backend:notifications'], { expire: 0 });
    await server.set(GALLERY, page(ONE), { ...PAGE, cacheControl: { revalidate: 60 } });
    expect(await server.get(GALLERY, PAGE)).not.toBeNull();
  });

  test('without it, a regeneration is kept whenever it began', async () => {
    const server = (await startServer({ SITE_URL: ONE })) as Revalidating;
    await server.set(NOTIFICATIONS, backendPage('First'), { ...PAGE, cacheControl: { revalidate: 60 } });
    expect(await server.get(NOTIFICATIONS, PAGE)).not.toBeNull();
    await server.revalidateTag(['backend:notifications'], { expire: 0 });
    await new Promise((done) => setTimeout(done, 5));
    await server.set(NOTIFICATIONS, backendPage('Second'), { ...PAGE, cacheControl: { revalidate: 60 } });
    expect((await server.get(NOTIFICATIONS, PAGE))!.value.html).toContain('Second');
  });
});
