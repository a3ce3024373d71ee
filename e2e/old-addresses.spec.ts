import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/routes';

// Issue 14, part 4: the addresses people and search engines try that the route table does not have: one 308 to
// the page, or the designed 404. Runs against BASE_URL too: nothing here is local.

/** Bad links from outside, each with the page it must reach in one 308. */
const OLD_ADDRESSES = [
  ['/index.html', '/'],
  ['/index.php', '/'],
  ['/home', '/'],
  ['/about', '/aboutrasi'],
  ['/contact', '/contactus'],
  ['/members', '/rasi-members'],
  ['/events', '/tradefairs'],
  ['/notifications', '/notification'],
  ['/gallery/', '/gallery'],
  ['/contactus/', '/contactus'],
  ['/membership/', '/membership'],
  ['/vision&mission/', '/vision&mission'],
  ['/vision%26mission/', '/vision&mission'],
  ['/About/', '/aboutrasi'],
  ['/OfficeBearers/', '/officebearers'],
  ['/Index.html', '/'],
  ['/entrepreneurship', '/enterpreneurship'],
] as const;

test.describe('bad links from outside', () => {
  for (const [address, page] of OLD_ADDRESSES) {
    test(`${address} reaches ${page} with a single 308`, async ({ request, baseURL }) => {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers()['location']!, baseURL);
      expect(decodeURI(location.pathname)).toBe(page);
      const landing = await request.get(location.href, { maxRedirects: 0 });
      expect(landing.status(), 'the page itself, not another redirect').toBe(200);
    });
  }

  test('a redirect keeps the query string', async ({ request, baseURL }) => {
    const response = await request.get('/About/?utm_source=old-site&x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers()['location']!, baseURL);
    expect(location.pathname + location.search).toBe('/aboutrasi?utm_source=old-site&x=1');
  });

  test('an unknown address with a trailing slash loses it, then answers 404', async ({ request, baseURL }) => {
    const response = await request.get('/no-such-page/', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location']!, baseURL).pathname).toBe('/no-such-page');
    expect((await request.get('/no-such-page/')).status()).toBe(404);
  });
});

test.describe('a mistyped address', () => {
  for (const asked of ['/membrship', '/galery', '/aboutrasi/extra', '/index.asp']) {
    test(`${asked} answers 404 with the designed page, which lists every page`, async ({ page }) => {
      const response = await page.goto(asked);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found | RASI');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
      const sections = page.getByRole('navigation', { name: 'Sections of the site' });
      await expect(sections.getByRole('link')).toHaveCount(ROUTES.length - 1);
    });
  }
});
