/**
 * @jest-environment node
 */
// Which requests reach proxy.ts, decided by Next's own matcher code from the literal config in proxy.ts: the proxy
// must see every request it has work for, and skip the canonical pages, which it would only slow down.
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { config } from '@/proxy';
import { ROUTES } from '@/lib/routes';

// The function `next build` uses to compile the matcher (not in Next's published types).
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => ProxyMatcher[];
}>('next/dist/build/analysis/get-page-static-info');
const matchers = getMiddlewareMatchers(config.matcher, {});
const matches = getMiddlewareRouteMatcher(matchers);

function reachesProxy(url: string): boolean {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const query = Object.fromEntries(searchParams);
  const req = { headers: {}, cookies: {} } as unknown as Parameters<typeof matches>[1];
  return matches(pathname, req, query);
}

describe('the proxy matcher', () => {
  test.each(ROUTES.map((route) => route.path))('skips the canonical page %s', (path) => {
    expect(reachesProxy(path)).toBe(false);
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
      '/robots.txt',
      '/sitemap.xml',
      '/manifest.webmanifest',
      '/icon.svg',
      '/opengraph-image',
      '/opensearch.xml',
    ]) {
      expect([path, reachesProxy(path)]).toEqual([path, false]);
    }
  });

  test('runs for other spellings of a page, so they can be redirected or rewritten', () => {
    for (const path of ['/OfficeBearers', '/AboutRASI', '/CONTACTUS', '/vision%26mission', '/Vision&Mission']) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
    }
  });

  test('runs for a page with trailing slashes, so it is redirected in one hop', () => {
    for (const path of [...ROUTES.map((route) => `${route.path}/`).filter((path) => path !== '//'), '/gallery//']) {
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
    ]) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
    }
  });

  test('runs for the pages rendered per request, which need a nonce: the page finder and the site search', () => {
    for (const path of ['/find-page?q=galery', '/search', '/search?q=membership']) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
    }
  });

  test('runs for the directory only when it carries a filter', () => {
    expect(reachesProxy('/rasi-members')).toBe(false);
    expect(reachesProxy('/rasi-members?page=2')).toBe(false);
    expect(reachesProxy('/rasi-members?q=rice')).toBe(true);
    expect(reachesProxy('/rasi-members?category=Engineering')).toBe(true);
    expect(reachesProxy('/rasi-members?district=Thanjavur')).toBe(true);
  });

  test('lists every canonical path of the route table, and nothing else', () => {
    const source = config.matcher[0]?.source ?? '';
    const listed = /\(\?:([^)]*)\)\?\$/.exec(source)?.[1]?.split('|') ?? [];
    const expected = ROUTES.map((route) => route.path.slice(1)).filter(Boolean);
    expect([...listed].sort()).toEqual([...expected].sort());
  });
});
