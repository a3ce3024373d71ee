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

test.describe('the page finder the 404 offers', () => {
  test.use({ javaScriptEnabled: false });

  test('without JavaScript, the 404 form lists the three closest pages, the meant one first', async ({ page }) => {
    expect((await page.goto('/membrship'))?.status()).toBe(404);
    const finder = page.getByRole('search', { name: 'Find a page' });
    await finder.getByLabel('Page name or address').fill('membrship');
    await finder.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/\/find-page\?q=membrship$/);
    const results = page.getByRole('region', { name: /Closest to/ }).getByRole('link');
    await expect(results).toHaveCount(3);
    await expect(results.first()).toHaveText('Membership');
    await expect(results.first()).toHaveAttribute('href', '/membership');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  for (const [name, query] of [
    ['markup', '<script>alert(1)</script>'],
    ['regular-expression characters', '.*(galery|[a-'],
    ['Tamil text', 'உறுப்பினர் அடைவு'],
    ['10 KB', 'x'.repeat(10_000)],
  ] as const) {
    test(`a query of ${name} is read as text: 200, three pages, nothing run`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => dialogs.push(dialog.message()));
      const response = await page.goto(`/find-page?q=${encodeURIComponent(query)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('region', { name: /Closest to/ }).getByRole('link')).toHaveCount(3);
      const shown = [...query].slice(0, 100).join('');
      await expect(page.getByRole('heading', { level: 2, name: /Closest to/ })).toContainText(shown);
      expect(dialogs).toEqual([]);
    });
  }
});

test('the page finder renders under its own nonce: no policy violation with JavaScript on', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/find-page?q=galery');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  await expect(
    page
      .getByRole('region', { name: /Closest to/ })
      .getByRole('link')
      .first(),
  ).toHaveText('Gallery');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
