import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { tradeFairs as fairs } from '../content/trade-fairs';
import { LOCALES, localePath } from '../lib/i18n/locales';
import { ROUTES } from '../lib/routes';
import { inLocale } from '../lib/i18n/words';
import { MEMBER_IDS, memberPath } from '../lib/member-pages';
import { testWithReusedPage } from './support/reused-page';

const tradeFairs = inLocale(fairs, 'en');

// The canonical origin the build was made with; pages are fetched from wherever the suite points.
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const absolute = (path: string) => `${SITE_URL}${path}`;

/** The path of an absolute address on SITE_URL, to fetch it from the server under test. */
function onSite(url: string): string {
  expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
  return url.slice(SITE_URL.length);
}

async function expectPng(request: APIRequestContext, url: string, width?: number, height?: number) {
  const response = await request.get(onSite(url));
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  if (width) expect(body.readUInt32BE(16)).toBe(width);
  if (height) expect(body.readUInt32BE(20)).toBe(height);
}

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content');

// Next writes the home page's address without its slash ('http://localhost:3000'): the same URL.
const normalised = (url: string | null) => (url === null ? null : new URL(url).href);

// One page per worker, loading each address in turn.
const eachPage = testWithReusedPage({});

eachPage.describe('metadata of every page', () => {
  for (const route of ROUTES) {
    eachPage(`${route.path}: title, description, canonical, share cards and feed link`, async ({ page }) => {
      await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      const title = route.path === '/' ? 'Regional Association of Small Industries (RASI)' : `${route.title} | RASI`;
      const shareTitle = route.path === '/' ? 'Regional Association of Small Industries (RASI)' : route.title;
      await expect(page).toHaveTitle(title);
      expect(await meta(page, 'meta[name="description"]')).toBe(route.description);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical?.startsWith(SITE_URL)).toBe(true);
      expect(normalised(canonical)).toBe(absolute(route.path));

      expect(await meta(page, 'meta[property="og:title"]')).toBe(shareTitle);
      expect(await meta(page, 'meta[property="og:description"]')).toBe(route.description);
      expect(normalised(await meta(page, 'meta[property="og:url"]'))).toBe(absolute(route.path));
      expect(await meta(page, 'meta[property="og:type"]')).toBe('website');
      expect(await meta(page, 'meta[property="og:site_name"]')).toBe('Regional Association of Small Industries');
      expect(await meta(page, 'meta[property="og:locale"]')).toBe('en_IN');
      expect(await meta(page, 'meta[property="og:image"]')).toBe(absolute('/opengraph-image'));
      expect(await meta(page, 'meta[property="og:image:width"]')).toBe('1200');
      expect(await meta(page, 'meta[property="og:image:height"]')).toBe('630');
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta(page, 'meta[name="twitter:title"]')).toBe(shareTitle);
      expect(await meta(page, 'meta[name="twitter:image"]')).toBe(absolute('/twitter-image'));

      const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(feed).toHaveCount(1);
      expect(await feed.getAttribute('href')).toBe(absolute('/feed.xml'));
      await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
    });
  }
});

test('the share images are 1200×630 PNGs, and the touch icon is a PNG', async ({ request, page }) => {
  await expectPng(request, absolute('/opengraph-image'), 1200, 630);
  await expectPng(request, absolute('/twitter-image'), 1200, 630);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(appleIcon).toBeTruthy();
  await expectPng(request, new URL(appleIcon!, `${SITE_URL}/`).href, 180, 180);
});

test('/sitemap.xml is valid XML listing exactly the pages of the route table and the member firms', async ({
  request,
  page,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('/vision&amp;mission</loc>');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent),
      priorities: [...doc.getElementsByTagName('priority')].map((p) => Number(p.textContent)),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  // Every page in both languages, each member firm's included.
  const pages = [...ROUTES.map((r) => r.path), ...MEMBER_IDS.map(memberPath)];
  expect(parsed.locs).toHaveLength(pages.length * LOCALES.length);
  expect([...parsed.locs].sort()).toEqual(
    pages.flatMap((path) => LOCALES.map((locale) => absolute(localePath(locale, path)))).sort(),
  );
  for (const priority of parsed.priorities) expect(priority).toBeGreaterThan(0);
});

test('/robots.txt lets crawlers in, keeps them out of /api/ and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-Agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('/manifest.webmanifest describes the installable site with icons that load', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Regional Association of Small Industries',
    short_name: 'RASI',
    start_url: '/',
    display: 'standalone',
    theme_color: '#14213d',
    background_color: '#fbf7f0',
  });
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons as { src: string; type: string; sizes: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toContain(icon.type);
  }
  expect(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);
});

type Thing = Record<string, unknown> & { '@type': string };

async function structuredData(page: Page, path: string): Promise<Thing[]> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Thing & { '@graph'?: Thing[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

function expectOrganization(things: Thing[]) {
  const orgs = things.filter((t) => t['@type'] === 'Organization' && t.logo);
  expect(orgs).toHaveLength(1);
  expect(orgs[0]).toMatchObject({
    name: 'Regional Association of Small Industries',
    alternateName: 'RASI',
    url: `${SITE_URL}/`,
    logo: absolute('/images/icon-512.png'),
    address: { '@type': 'PostalAddress', addressCountry: 'IN' },
  });
  const points = orgs[0]!.contactPoint as { telephone?: string; email?: string }[];
  expect(points.length).toBeGreaterThan(0);
  expect(points[0]!.telephone).toBeTruthy();
  expect(points[0]!.email).toBeTruthy();
}

function expectEvents(things: Thing[], minimum: number) {
  const events = things.filter((t) => t['@type'] === 'Event');
  expect(events.length).toBeGreaterThanOrEqual(minimum);
  for (const event of events) {
    expect(typeof event.name).toBe('string');
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\+05:30)?$/);
    const location = event.location as { '@type': string; name: string; address: { '@type': string } };
    expect(location['@type']).toBe('Place');
    expect(location.name).toBeTruthy();
    expect(location.address['@type']).toBe('PostalAddress');
  }
  return events;
}

test('structured data: the association on the home page, with today’s events', async ({ page, request }) => {
  const things = await structuredData(page, '/');
  expectOrganization(things);
  const todays: unknown[] = await (await request.get('/api/events')).json();
  const events = expectEvents(things, todays.length);
  expect(events.some((e) => String(e.startDate).includes('T'))).toBe(true);
  expect(things.some((t) => t['@type'] === 'BreadcrumbList')).toBe(false);
});

test('structured data: a breadcrumb on an inner page, and the association only on the home page', async ({ page }) => {
  const things = await structuredData(page, '/vision&mission');
  expect(things.filter((t) => t['@type'] === 'Organization' || t['@type'] === 'WebSite')).toEqual([]);
  const [breadcrumb] = things.filter((t) => t['@type'] === 'BreadcrumbList');
  expect(breadcrumb?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
    { '@type': 'ListItem', position: 2, name: 'Vision and mission', item: absolute('/vision&mission') },
  ]);
});

test('structured data: every trade fair as an Event on /tradefairs', async ({ page }) => {
  const things = await structuredData(page, '/tradefairs');
  const events = expectEvents(things, tradeFairs.length);
  // Those the association organises name it by the @id under which the home page describes it in full.
  const ours = events.filter((event) => (event.organizer as Thing)['@id']);
  expect(ours).toHaveLength(
    tradeFairs.filter((fair) => fair.organiser === 'Regional Association of Small Industries').length,
  );
  for (const event of ours)
    expect(event.organizer).toMatchObject({ '@id': `${SITE_URL}/#organization`, url: `${SITE_URL}/` });
  expect(events.map((e) => e.name)).toEqual(tradeFairs.map((f) => f.name));
  for (const event of events) expect(event.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(things.filter((t) => t['@type'] === 'BreadcrumbList')).toHaveLength(1);
});

test('/feed.xml is an RSS 2.0 feed of notifications and bulletins', async ({ request, page }) => {
  const response = await request.get('/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const parsed = await page.evaluate(
    (text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const channel = doc.querySelector('rss > channel');
      const child = (parent: Element | null, name: string) =>
        [...(parent?.children ?? [])].find((c) => c.tagName === name)?.textContent ?? null;
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        title: child(channel, 'title'),
        language: child(channel, 'language'),
        lastBuildDate: child(channel, 'lastBuildDate'),
        self: doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: child(item, 'title'),
          link: child(item, 'link'),
          pubDate: child(item, 'pubDate'),
          guid: child(item, 'guid'),
          permaLink: item.querySelector('guid')?.getAttribute('isPermaLink') ?? null,
        })),
      };
    },
    await response.text(),
  );
  expect(parsed.error).toBeNull();
  expect(parsed.version).toBe('2.0');
  expect(parsed.title).toBe('RASI: notifications and bulletins');
  expect(parsed.language).toBe('en-IN');
  expect(Number.isNaN(Date.parse(parsed.lastBuildDate ?? ''))).toBe(false);
  expect(parsed.self).toBe(absolute('/feed.xml'));
  expect(parsed.items.length).toBeGreaterThan(10);
  for (const item of parsed.items) {
    expect(item.title).toBeTruthy();
    expect(item.link).toMatch(/^https?:\/\//);
    expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/);
    expect(item.permaLink).toBe('false');
  }
  expect(new Set(parsed.items.map((i) => i.guid)).size).toBe(parsed.items.length);
});

test('/events.ics is an iCalendar of today’s events and the trade fairs', async ({ request }) => {
  const response = await request.get('/events.ics');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const text = (await response.body()).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }

  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('RASI events and trade fairs');
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const todays: { title: string }[] = await (await request.get('/api/events')).json();
  expect(events).toHaveLength(todays.length + tradeFairs.length);
  expect(events.map((e) => e.summary)).toEqual([...todays.map((e) => e.title), ...tradeFairs.map((f) => f.name)]);
  for (const event of events) {
    expect(event.uid).toMatch(/@rasi-delta\.org\.in$/);
    expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(event.startDate.compare(event.endDate)).toBeLessThan(0);
  }
  expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  const expo = events.find((e) => e.summary === 'Delta Industrial Expo 2027')!;
  expect(expo.startDate.isDate).toBe(true);
  expect(expo.startDate.toString()).toBe('2027-02-12');
  expect(expo.endDate.toString()).toBe('2027-02-16');
  expect(expo.component.getFirstPropertyValue('url')).toBe(
    absolute('/tradefairs#tradefair-delta-industrial-expo-2027'),
  );
  // Times are India's wall clock, under the one VTIMEZONE the file defines.
  const timed = events.filter((e) => !e.startDate.isDate);
  for (const event of timed) {
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
  }
  expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(
    timed.length ? ['Asia/Kolkata'] : [],
  );
});

test('the feed and the calendar refuse other methods with 405 and Allow', async ({ request }) => {
  for (const path of ['/feed.xml', '/events.ics']) {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    }
  }
});

// The whole calendar, apart from each event's own 'Add to calendar' links (e2e/calendar.spec.ts).
const SUBSCRIBE_TO_CALENDAR = 'Add events and trade fairs to your calendar (.ics)';

test.describe('visible feed links', () => {
  for (const path of ['/notification', '/bulletins']) {
    test(`${path} links to the RSS feed`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole('main').getByRole('link', { name: /RSS/ });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', '/feed.xml');
    });
  }

  test('/tradefairs links to the calendar', async ({ page }) => {
    await page.goto('/tradefairs');
    const link = page.getByRole('main').getByRole('link', { name: SUBSCRIBE_TO_CALENDAR });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/events.ics');
  });

  test('the home page links to the calendar under “Today at RASI”', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Today at RASI' });
    const link = section.getByRole('link', { name: SUBSCRIBE_TO_CALENDAR });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/events.ics');
  });
});
