/**
 * @jest-environment node
 */
// Which requests reach proxy.ts, decided by Next's own matcher code from the literal config in proxy.ts: the proxy
// must see every request it has work for, and skip the canonical pages, which it would only slow down.
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { config } from '@/proxy';
import { LOCALES, localePath } from '@/lib/i18n/locales';
import { MEMBER_IDS, memberPath } from '@/lib/member-pages';
import { ROUTES } from '@/lib/routes';

// The function `next build` uses to compile the matcher (not in Next's published types).
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => ProxyMatcher[];
}>('next/dist/build/analysis/get-page-static-info');
const matchers = getMiddlewareMatchers(config.matcher, {});
const matches = getMiddlewareRouteMatcher(matchers);

function reachesProxy(url: string, headers: Record<string, string> = {}): boolean {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const query = Object.fromEntries(searchParams);
  const req = { headers, cookies: {} } as unknown as Parameters<typeof matches>[1];
  return matches(pathname, req, query);
}

describe('the proxy matcher', () => {
  test.each(ROUTES.flatMap((route) => LOCALES.map((locale) => localePath(locale, route.path))))(
    'skips the canonical page %s',
    (path) => {
      expect(reachesProxy(path)).toBe(false);
    },
  );

  test.each(MEMBER_IDS.flatMap((id) => LOCALES.map((locale) => localePath(locale, memberPath(id)))))(
    'skips the member firm’s page %s',
    (path) => {
      expect(reachesProxy(path)).toBe(false);
    },
  );

  test('runs for what is under the directory but no firm’s page: the internal search route, unknown firms, other spellings', () => {
    for (const path of [
      '/rasi-members/search',
      '/ta/rasi-members/search',
      '/rasi-members/search/',
      '/rasi-members/no-such-firm',
      '/ta/rasi-members/no-such-firm',
      '/rasi-members/__not-found',
      '/rasi-members/Kaveri-Polymers',
      '/rasi-members/kaveri-polymers/',
      '/rasi-members/kaveri-polymers/extra',
      '/rasi-members/kaveri-polymers2',
      '/rasi-members/kaveri',
      '/ta/rasi-members/KAVERI-POLYMERS',
      '/rasi-members/kaveri-polymers.vcf',
    ]) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
    }
  });

  test('skips static files, images, backend images and documents, route handlers, feeds, events’ .ics files and metadata routes', () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      '/_next/image?url=%2Fimages%2Flogo.svg&w=96&q=75',
      '/images/logo.svg',
      '/media/gallery/uploads/gallery/a.jpg',
      '/files/uploads/circulars/a.pdf',
      '/api/banners',
      '/feed.xml',
      '/events.ics',
      '/calendar/event/901.ics',
      '/calendar/event/Event%20A%2FB.ics',
      '/calendar/tradefair/delta-industrial-expo-2027.ics',
      '/vcard/kaveri-polymers.vcf',
      '/vcard/no-such-firm.vcf',
      '/robots.txt',
      '/sitemap.xml',
      '/manifest.webmanifest',
      '/icon.svg',
      '/opengraph-image',
      '/opensearch.xml',
      '/ta/opensearch.xml',
      '/.well-known/security.txt',
    ]) {
      expect([path, reachesProxy(path)]).toEqual([path, false]);
    }
  });

  test('runs for other spellings of a page, so they can be redirected or rewritten', () => {
    for (const path of [
      '/OfficeBearers',
      '/AboutRASI',
      '/CONTACTUS',
      '/vision%26mission',
      '/Vision&Mission',
      '/ta/AboutRASI',
      '/ta/vision%26mission',
      '/TA/aboutrasi',
    ]) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
    }
  });

  test('runs for a page with trailing slashes, so it is redirected in one hop', () => {
    for (const path of [
      ...ROUTES.map((route) => `${route.path}/`).filter((path) => path !== '//'),
      ...ROUTES.map((route) => `${localePath('ta', route.path)}/`),
      '/gallery//',
    ]) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
    }
  });

  test('runs for unknown paths, old addresses, internal route names and longer paths under a page', () => {
    for (const path of [
      '/about',
      '/members',
      '/index.html',
      '/rasi-members/search',
      '/aboutrasi/extra',
      '/contactus2',
      '/x',
      '/ta/x',
      '/ta/about',
      '/ta/rasi-members/search',
      '/ta/__not-found',
      '/tamil',
    ]) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
    }
  });

  test('runs for the pages rendered per request, which need a nonce: the page finder and the site search', () => {
    for (const path of ['/find-page?q=galery', '/search', '/search?q=membership', '/ta/search', '/ta/find-page?q=x']) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
    }
  });

  test('leaves a conditional request of a canonical page to Next: the 304 comes from the response (respond.mjs)', () => {
    const conditional = { 'if-none-match': 'W/"abc"' };
    const pages = [...ROUTES.map((route) => route.path), ...MEMBER_IDS.map(memberPath)];
    for (const path of pages.flatMap((page) => LOCALES.map((locale) => localePath(locale, page)))) {
      expect([path, reachesProxy(path, conditional)]).toEqual([path, false]);
    }
  });

  test('runs for the directory only when it carries a filter', () => {
    expect(reachesProxy('/rasi-members')).toBe(false);
    expect(reachesProxy('/rasi-members?page=2')).toBe(false);
    expect(reachesProxy('/rasi-members?q=rice')).toBe(true);
    expect(reachesProxy('/rasi-members?category=Engineering')).toBe(true);
    expect(reachesProxy('/rasi-members?district=Thanjavur')).toBe(true);
    expect(reachesProxy('/ta/rasi-members')).toBe(false);
    expect(reachesProxy('/ta/rasi-members?q=rice')).toBe(true);
    expect(reachesProxy('/ta/rasi-members?district=Thanjavur')).toBe(true);
  });
});
