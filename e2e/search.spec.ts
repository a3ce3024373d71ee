import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '../lib/routes';

// Issue 15, site search: the header's field on every page, /search with and without JavaScript, by keyboard alone,
// its links to the exact place, bad input, accessibility, and how browsers and crawlers discover it.

const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const headerSearch = (page: Page) => page.getByRole('search', { name: 'Site', exact: true });
const pageSearch = (page: Page) => page.getByRole('search', { name: 'Search the site' });
const status = (page: Page) => page.getByRole('status');
const results = (page: Page, group: string) =>
  page.getByRole('region', { name: new RegExp(`^${group} \\(`) }).getByRole('listitem');

/** Marks the document, so a later check can tell a client-side update from a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { searchMarker: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'searchMarker' in window);

test.describe('with JavaScript', () => {
  test('the header of every page has a labelled search field that leads to /search', async ({ page }) => {
    for (const path of ['/', '/aboutrasi', '/gallery', '/no-such-page']) {
      await page.goto(path);
      await expect(headerSearch(page).getByRole('searchbox', { name: 'Search the site' }), path).toBeVisible();
    }
    await page.goto('/aboutrasi');
    await headerSearch(page).getByRole('searchbox').fill('galery');
    await headerSearch(page).getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=galery$/);
    await expect(results(page, 'Pages').first().getByRole('link')).toHaveText('Gallery');
  });

  test('results follow the typing without a page load, announced politely, the address keeping the query', async ({
    page,
  }) => {
    await page.goto('/search');
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');
    await markDocument(page);
    const field = pageSearch(page).getByRole('searchbox', { name: 'Words to look for' });
    await field.pressSequentially('memb', { delay: 60 });
    await expect(page).toHaveURL(/\/search\?q=memb$/);
    await expect(status(page)).toHaveText(/^\d+ results for “memb”$/);
    await expect(results(page, 'Pages').getByRole('link', { name: 'Membership', exact: true })).toBeVisible();
    // The matched words are marked.
    await expect(results(page, 'Pages').first().locator('mark').first()).toHaveText(/^memb/i);

    await field.pressSequentially('ership renewal', { delay: 60 });
    await expect(page).toHaveURL(/\/search\?q=membership%20renewal$/);
    await expect(status(page)).toHaveText(/results? for “membership renewal”$/);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('membership renewal');
    expect(await sameDocument(page)).toBe(true);

    // Back from a result returns to the search as it was left.
    await results(page, 'Pages').getByRole('link', { name: 'Membership', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=membership%20renewal$/);
    await expect(status(page)).toHaveText(/results? for “membership renewal”$/);
  });

  test('by keyboard alone: / focuses the field, typing searches, Tab reaches a result, Enter follows it', async ({
    page,
  }) => {
    // The / key is the page's script: until the page has hydrated, a key press goes nowhere, and a visitor presses
    // it again. So does the test, until the field has the focus.
    const pressSlashUntilFocused = (field: Locator) =>
      expect(async () => {
        await page.keyboard.press('/');
        await expect(field).toBeFocused({ timeout: 500 });
      }).toPass({ timeout: 10_000 });

    await page.goto('/aboutrasi');
    await pressSlashUntilFocused(headerSearch(page).getByRole('searchbox'));
    await page.keyboard.type('membrship');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=membrship$/);
    await expect(status(page)).toHaveText(/results? for “membrship”$/);

    // On the search page, / goes to its own field, with the query selected to be typed over.
    const field = pageSearch(page).getByRole('searchbox');
    await pressSlashUntilFocused(field);
    await page.keyboard.type('Kaveri Polimers');
    await expect(status(page)).toHaveText(/results? for “Kaveri Polimers”$/);
    await page.keyboard.press('Tab');
    await expect(pageSearch(page).getByRole('button', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Tab');
    const first = page.getByRole('region').first().getByRole('link').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveText('Kaveri Polymers Pvt Ltd');
    await page.keyboard.press('Enter');

    // A member firm is found at its own page.
    await expect(page).toHaveURL(/\/rasi-members\/kaveri-polymers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaveri Polymers Pvt Ltd');
  });

  test('a link to a firm’s card in the directory (from before firms had pages) still finds it', async ({ page }) => {
    await page.goto('/rasi-members#member-kaveri-polymers');
    const card = page.locator('#member-kaveri-polymers');
    await expect(card).toBeInViewport();
    expect(await card.evaluate((el) => el.matches(':target'))).toBe(true);
    expect(await card.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  });

  test('/ does nothing special while the visitor types in a field', async ({ page }) => {
    await page.goto('/rasi-members');
    const directory = page.getByLabel('Firm, person or product');
    await directory.fill('');
    await directory.pressSequentially('a/b');
    await expect(directory).toHaveValue('a/b');
    await expect(directory).toBeFocused();
  });

  test('a notification is found at its place on /notification', async ({ page }) => {
    await page.goto('/search?q=GST%20help%20desk');
    const hit = results(page, 'Notifications').first().getByRole('link');
    await expect(hit).toHaveText(/^GST return filing deadline/);
    await hit.click();
    await expect(page).toHaveURL(/\/notification#notification-312$/);
    const item = page.locator('#notification-312');
    await expect(item).toBeInViewport();
    expect(await item.evaluate((el) => el.matches(':target'))).toBe(true);
    await expect(item.getByRole('heading')).toHaveText(/^GST return filing deadline/);
  });

  test('every fragment a search links to is an element of its page', async ({ page }) => {
    const links = new Set<string>();
    for (const query of ['memb', 'Meenakshi', 'rice mill', 'expo', 'energy audit', 'help desk']) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      for (const href of await page
        .locator('main a[href*="#"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        links.add(href);
    }
    const kinds = new Set([...links].map((href) => href.split('#')[0]));
    expect([...kinds].sort()).toEqual(['/', '/notification', '/tradefairs']);
    for (const href of links) {
      const [path, id] = href.split('#');
      await page.goto(path!);
      await expect(page.locator(`[id="${id}"]`), href).toHaveCount(1);
    }
  });

  test('the page runs its scripts under its nonce policy', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
    });
    page.on('pageerror', (error) => blocked.push(error.message));
    const response = await page.goto('/search');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await markDocument(page);
    await pageSearch(page).getByRole('searchbox').pressSequentially('expo', { delay: 60 });
    await expect(page).toHaveURL(/\?q=expo$/);
    await expect(status(page)).toHaveText(/results? for “expo”$/);
    expect(await sameDocument(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(blocked).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form and the search page work, and an empty search offers pages to start from', async ({ page }) => {
    await page.goto('/contactus');
    await headerSearch(page).getByRole('searchbox').fill('services provided');
    await headerSearch(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=services\+provided$/);
    await expect(results(page, 'Pages').first().getByRole('link')).toHaveText('Services provided');
    await expect(results(page, 'Pages').first().getByRole('link').locator('mark')).toHaveText(['Services', 'provided']);

    await pageSearch(page).getByRole('searchbox').fill('entrepreneurship');
    await pageSearch(page).getByRole('button', { name: 'Search' }).click();
    await expect(results(page, 'Pages').first().getByRole('link')).toHaveAttribute('href', '/enterpreneurship');

    await page.goto('/search');
    await expect(status(page)).toHaveText('Type a word or two to search the whole site.');
    await expect(page.getByRole('region', { name: 'Pages to start from' }).getByRole('link')).toHaveCount(3);
  });

  test('on a phone, the search button opens the form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/aboutrasi');
    const field = headerSearch(page).getByRole('searchbox');
    await expect(field).toBeHidden();
    await page.locator('header summary', { hasText: 'Search' }).click();
    await expect(field).toBeVisible();
    await field.fill('galery');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=galery$/);
    await expect(results(page, 'Pages').first().getByRole('link')).toHaveText('Gallery');
  });
});

test.describe('bad input', () => {
  test.use({ javaScriptEnabled: false });

  const cases: [string, string][] = [
    ['empty', ''],
    ['10 KB', 'x'.repeat(10_240)],
    ['markup', '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">'],
    ['a catastrophic pattern', '(a+)+$'],
    ['a bracket', '['],
    ['Tamil', 'உறுப்பினர்'],
    ['repeated', 'a&q=b'],
  ];
  for (const [name, query] of cases) {
    test(`${name}: a clear page, no error, nothing reflected as markup`, async ({ page }) => {
      const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
      await expect(status(page)).toBeVisible();
      const shown = query.trim() ? [...query].slice(0, 100).join('') : '';
      if (shown) await expect(status(page)).toContainText(shown);
      await expect(pageSearch(page).getByRole('searchbox')).toHaveValue(shown);
      // Nothing the query said became an element or ran.
      expect(await page.locator('main script, main img[src="x"]').count()).toBe(0);
      expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
      // A query with no result still offers the closest pages.
      if (!(await page.getByRole('region', { name: /\(/ }).count()))
        await expect(page.getByRole('region', { name: /Pages (with the closest titles|to start from)/ })).toBeVisible();
    });
  }

  test('a repeated q reads the first, and a query of many words looks for the first eight', async ({ page }) => {
    await page.goto('/search?q=galery&q=membership');
    await expect(status(page)).toHaveText(/results? for “galery”$/);
    await page.goto(
      `/search?q=${encodeURIComponent('membership '.repeat(3) + 'one two three four five six seven eight nine')}`,
    );
    await expect(page.getByText('Only the first 8 words were looked for.')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const width of [1280, 375]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const path of ['/search', '/search?q=memb', '/search?q=zzqqxx']) {
        test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const found = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
        });
      }
    });
  }

  test('at 320 px the header keeps its name and both buttons on one row, and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/search?q=memb');
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
    const toggle = page.locator('header summary', { hasText: 'Search' });
    const menu = page.locator('header summary', { hasText: 'Menu' });
    expect(Math.abs((await toggle.boundingBox())!.y - (await top('header a'))) < 24).toBe(true);
    expect(Math.abs((await menu.boundingBox())!.y - (await toggle.boundingBox())!.y)).toBeLessThan(4);
    await toggle.click();
    await expect(headerSearch(page).getByRole('searchbox')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('discovery', () => {
  test('every page links the OpenSearch description, which carries the running server’s SITE_URL', async ({
    page,
    request,
  }) => {
    await page.goto('/aboutrasi', { waitUntil: 'domcontentloaded' });
    const link = page.locator('head link[rel="search"]');
    await expect(link).toHaveAttribute('type', 'application/opensearchdescription+xml');
    await expect(link).toHaveAttribute('title', 'RASI');
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain(`template="${SITE_URL}/search?q={searchTerms}"`);
    expect(xml).not.toContain('rasi.invalid');
  });

  test('JSON-LD offers the search as a SearchAction; /search is noindex and not in the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const things = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    );
    const site = things.find((thing) => thing['@type'] === 'WebSite');
    expect(site).toMatchObject({
      url: `${SITE_URL}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE_URL}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });

    await page.goto('/search?q=memb', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle('memb: search | RASI');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/search');
    expect(ROUTES.some((route) => route.path.startsWith('/search'))).toBe(false);
  });
});
