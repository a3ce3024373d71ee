import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../lib/routes';

// Issue 14, part 4: the addresses people and search engines try that the route table does not have: one 308 to
// the page, or a 404 that offers the closest pages. Runs against BASE_URL too: nothing here is local.

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
  ['/membership//', '/membership'],
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

async function expectSuggestions(page: Page, asked: string, first: string) {
  const response = await page.goto(asked);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | RASI');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.getByText('You asked for')).toContainText(asked);
  const suggestions = page.getByRole('navigation', { name: 'Were you looking for one of these pages?' });
  const links = suggestions.getByRole('link');
  await expect(links).toHaveCount(3);
  const firstRoute = ROUTES.find((route) => route.path === first)!;
  await expect(links.first()).toHaveText(firstRoute.title);
  expect(new URL((await links.first().getAttribute('href'))!, 'http://x').pathname).toBe(first);
  // The rest of the designed page: the layout and every section of the site.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Sections of the site' });
  await expect(sections.getByRole('link')).toHaveCount(ROUTES.length - 1);
}

test.describe('a mistyped address', () => {
  for (const [asked, first] of [
    ['/membrship', '/membership'],
    ['/galery', '/gallery'],
    ['/notifcation', '/notification'],
    ['/rasi-members/search', '/rasi-members'],
    ['/aboutrasi/extra', '/aboutrasi'],
  ] as const) {
    test(`${asked} answers 404 and offers ${first} first`, async ({ page }) => {
      await expectSuggestions(page, asked, first);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the suggestions are in the HTML', async ({ page }) => {
      await expectSuggestions(page, '/tradefair', '/tradefairs');
    });
  });

  test('runs its scripts under a fresh nonce, and echoes the address in no header', async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ['/membrship', '/membrship']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      nonces.add(nonce!);
      const html = await response.text();
      for (const [script] of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>/g))
        expect(script).toContain(`nonce="${nonce}"`);
      for (const { name, value } of response.headersArray()) expect(`${name}: ${value}`).not.toMatch(/membrship/i);
    }
    expect(nonces.size).toBe(2);
  });

  test('shows an address as text, cut to 100 characters', async ({ page }) => {
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      return dialog.dismiss();
    });
    const hostile = `/<img src=x onerror=alert(1)>${'a'.repeat(300)}`;
    const response = await page.goto(hostile);
    expect(response?.status()).toBe(404);
    const shown = await page.locator('main code').textContent();
    expect(shown).toBe(hostile.slice(0, 100));
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(alerted).toBe(false);
  });
});
