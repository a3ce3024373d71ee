import { expect, test } from '@playwright/test';
import { LOCALES, localePath } from '../lib/i18n/locales';
import { ROUTES } from '../lib/routes';
import { MEMBER_IDS, memberPath, memberVcardPath } from '../lib/member-pages';

interface CrawledLink {
  url: string;
  status?: number;
  state: 'OK' | 'BROKEN' | 'SKIPPED';
  parent?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a crawl of the whole site from / finds no broken link', async ({ request, baseURL }) => {
  // Every page in both languages (each header links to its twin) and every asset, image width and file they link to.
  test.setTimeout(420_000);
  const origin = new URL(baseURL!).origin;
  // The pages' canonical addresses, share images and structured data name SITE_URL, which for a local build is
  // not where the suite reaches it: those links are ours, so they are checked on the server under test.
  const home = await (await request.get('/')).text();
  const canonical = home.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(canonical, 'the home page names its canonical address').toBeDefined();
  const siteOrigin = new URL(canonical!).origin;

  // linkinator is an ES module: a dynamic import keeps Playwright from compiling it to CommonJS.
  const { LinkChecker } = await import('linkinator');
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 8,
    timeout: 30_000,
    // A request that meets a connection the server has just closed (its keep-alive timeout, on a busy machine) is
    // sent again, as a browser does with an idempotent request (RFC 9112 §9.3.1): without this, a crawl during a
    // heavy test reported 150 links as "no answer" that answered at once on the next try. A 4xx is never retried;
    // a 5xx is, three times, and still fails the test if it stays.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    // The machine running the suite may have no internet: other sites are skipped, and listed below.
    linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
    urlRewriteExpressions:
      siteOrigin === origin
        ? []
        : [{ pattern: new RegExp(`^${escapeRegExp(siteOrigin)}(?=/|$)`), replacement: origin }],
  });
  const links = result.links as CrawledLink[];

  const broken = links
    .filter(({ state }) => state === 'BROKEN')
    .map(({ url, status, parent }) => `${url} (${status || 'no answer'}) on ${parent ?? 'the start page'}`);
  expect(broken, `${broken.length} broken links:\n${broken.join('\n')}`).toEqual([]);

  // Only other sites (and mail and phone links) were left out, never a page or file of ours.
  const skipped = links.filter(({ state }) => state === 'SKIPPED').map(({ url }) => url);
  expect(skipped.filter((url) => URL.canParse(url) && new URL(url).origin === origin)).toEqual([]);

  const checked = new Set(links.filter(({ state }) => state === 'OK').map(({ url }) => url));
  const paths = new Set([...checked].map((url) => decodeURI(new URL(url).pathname)));
  // The crawl reached every page and every kind of thing the pages link to.
  for (const { path } of ROUTES) for (const locale of LOCALES) expect(paths).toContain(localePath(locale, path));
  // Every member firm's page, from the directory's cards, and its contact card, from the page.
  for (const id of MEMBER_IDS) {
    for (const locale of LOCALES) expect(paths).toContain(localePath(locale, memberPath(id)));
    expect(paths).toContain(memberVcardPath(id));
  }
  for (const path of [
    '/feed.xml',
    '/events.ics',
    '/opensearch.xml',
    '/ta/opensearch.xml',
    '/manifest.webmanifest',
    '/images/logo.svg',
    '/images/share-ta.png',
  ]) {
    expect(paths, path).toContain(path);
  }
  // A deployed site's notifications may carry no document; the demo backend's do.
  const prefixes = ['/_next/static/', '/_next/image', '/calendar/', ...(process.env.BASE_URL ? [] : ['/files/'])];
  for (const prefix of prefixes)
    expect(
      [...paths].some((path) => path.startsWith(prefix)),
      prefix,
    ).toBe(true);
  console.info(`linkinator: ${checked.size} links checked, ${skipped.length} on other sites skipped, none broken`);
});
