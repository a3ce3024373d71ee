import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localePath, otherLocale } from '../lib/i18n/locales';
import { ROUTES, routeText } from '../lib/routes';
import { homeTitle } from '../lib/metadata';
import { pageHref } from '../lib/seo/page-urls';
import { MEMBER_IDS, memberPath } from '../lib/member-pages';
import { notFound } from '../content/page-not-found';
import { inLocale } from '../lib/i18n/words';
import { UI } from '../content/ui';
import { testWithReusedPage } from './support/reused-page';

/**
 * The share of letters in `<main>` that are Tamil, outside elements marked `lang="en"` (a firm's registered name,
 * the backend's English items) and outside scripts: text a translator missed shows up as Latin letters here.
 */
async function tamilShare(page: Page): Promise<{ share: number; latin: string }> {
  return page.locator('main').evaluate((main) => {
    let letters = 0;
    let tamil = 0;
    const latin: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('script, style, [lang="en"]')) continue;
      const text = node.textContent ?? '';
      for (const char of text) {
        if (!/[\p{L}\p{M}]/u.test(char)) continue;
        letters += 1;
        if (/\p{Script=Tamil}/u.test(char)) tamil += 1;
      }
      const words = text.match(/[A-Za-z]{2,}/g);
      if (words) latin.push(...words);
    }
    return { share: letters ? tamil / letters : 0, latin: latin.slice(0, 20).join(' ') };
  });
}

// One page per worker, loading each address in turn.
const eachPage = testWithReusedPage({});

for (const route of ROUTES) {
  for (const locale of LOCALES) {
    const path = localePath(locale, route.path);
    eachPage(`${path} is in ${locale}, names its twin, and links to it from the header`, async ({ page }) => {
      const response = await page.goto(pageHref(route.path, locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      const text = routeText(route, locale);
      const site = locale === 'en' ? 'RASI' : 'ராசி';
      await expect(page).toHaveTitle(route.path === '/' ? homeTitle(locale) : `${text.title} | ${site}`);
      await expect(page.locator('h1')).toHaveCount(1);
      if (route.path !== '/') await expect(page.locator('h1')).toHaveText(text.title);

      // hreflang: each language and x-default (the English), the same set on both twins, so they are reciprocal.
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => [l.getAttribute('hreflang'), new URL((l as HTMLLinkElement).href).pathname]),
        );
      expect(Object.fromEntries(alternates)).toEqual({
        en: pageHref(route.path, 'en'),
        ta: pageHref(route.path, 'ta'),
        'x-default': pageHref(route.path, 'en'),
      });
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(pageHref(route.path, locale));
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        locale === 'en' ? 'en_IN' : 'ta_IN',
      );

      const twin = otherLocale(locale);
      const link = page.getByRole('banner').locator(`a[hreflang="${twin}"]`);
      await expect(link).toHaveAttribute('lang', twin);
      await expect(link).toHaveAttribute('href', pageHref(route.path, twin));
      await expect(link).toHaveText(twin === 'ta' ? 'தமிழ்' : 'English');

      const html = await page.content();
      expect(html).not.toContain('[object Object]');
      if (locale === 'ta') {
        const { share, latin } = await tamilShare(page);
        expect(share, `Latin words outside lang="en": ${latin}`).toBeGreaterThanOrEqual(0.9);
      }
    });
  }
}

// Tamil pages on a 320 px phone: no sideways scroll, the header on screen (e2e/word-breaks.spec.ts, one visit a page).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ['/ta', '/ta/aboutrasi', '/ta/rasi-members', '/ta/notification', '/ta/contactus']) {
    test(`${path} is readable, in Tamil`, async ({ page }) => {
      await page.goto(encodeURI(path));
      await expect(page.locator('h1')).toBeVisible();
      const { share } = await tamilShare(page);
      expect(share).toBeGreaterThanOrEqual(0.9);
    });
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`an unknown Tamil address, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    test('is a real 404, in Tamil, with its heading, the page finder and the Tamil menus', async ({ page }) => {
      const response = await page.goto('/ta/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page).toHaveTitle(new RegExp(UI.ta.notFoundTitle));
      // The page is in the HTML as sent: a shell that only script fills would leave a visitor without it here.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLocale(notFound, 'ta').heading);
      await expect(page.getByRole('main').getByRole('search')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'தளத்தின் பிரிவுகள்' })).toBeVisible();
      const { share } = await tamilShare(page);
      expect(share).toBeGreaterThanOrEqual(0.9);
    });
  });
}

test('English addresses stay as they are: no redirect, whatever language the browser prefers', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ta-IN', extraHTTPHeaders: { 'Accept-Language': 'ta-IN,ta' } });
  const page = await context.newPage();
  const response = await page.goto('/aboutrasi');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('other spellings of a Tamil address are redirected to it in one hop', async ({ request }) => {
  for (const [from, to] of [
    ['/ta/', '/ta'],
    ['/ta/AboutRASI', '/ta/aboutrasi'],
    ['/ta/about', '/ta/aboutrasi'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([from, response.status()]).toEqual([from, 308]);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
  }
});

test('the Tamil search finds Tamil pages by a prefix, ignores invisible joiners and marks the match', async ({
  page,
}) => {
  // "உறுப்பின" is a prefix of உறுப்பினர் (member); a ZWNJ from a Tamil keyboard sits inside it.
  await page.goto(`/ta/search?q=${encodeURIComponent('உறுப்\u200cபின')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const results = page.locator('main ol a');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href.startsWith('/ta')).toBe(true);
  await expect(page.locator('main mark').first()).toContainText('உறுப்பின');
});

test('each language has its own OpenSearch description, searching its own pages', async ({ request }) => {
  for (const locale of LOCALES) {
    const body = await (await request.get(localePath(locale, '/opensearch.xml'))).text();
    expect(body).toContain(`${localePath(locale, '/search')}?q={searchTerms}`);
    expect(body).toContain(`<Language>${locale}-IN</Language>`);
  }
});

test('the sitemap lists every page in both languages, each with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const pages = [...ROUTES.map((route) => route.path), ...MEMBER_IDS.map(memberPath)];
  for (const path of pages) {
    for (const locale of LOCALES) {
      const loc = pageHref(path, locale).replace(/&/g, '&amp;');
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${escapeRegExp(loc)}</loc>`));
    }
  }
  expect(xml.match(/<url>/g)).toHaveLength(pages.length * LOCALES.length);
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(pages.length * LOCALES.length);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('Tamil dates are written with Tamil month names', async ({ page }) => {
  await page.goto('/ta/presidentmessage');
  await expect(page.locator('main time').first()).toHaveText(
    /\d{1,2} (ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்|அக்டோபர்|நவம்பர்|டிசம்பர்), \d{4}/,
  );
});

test('a firm’s registered name on a Tamil page is marked as English for screen readers', async ({ page }) => {
  await page.goto('/ta/rasi-members');
  const name = page.locator('main li h2 [lang="en"]').first();
  await expect(name).toHaveText(/[A-Za-z]/);
});
