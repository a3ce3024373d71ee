import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { SITE } from '../content/association';
import { DISTRICT_LABELS } from '../content/glossary';
import { MEMBER_CATEGORY_LABELS, members } from '../content/members';
import { LOCALES, localePath, type Locale } from '../lib/i18n/locales';
import { inLocale } from '../lib/i18n/words';
import { memberPath, memberVcardPath } from '../lib/member-pages';
import { pageHref } from '../lib/seo/page-urls';
import { waitForHydration } from '../scripts/hydration.mjs';
import { expandJsonLd } from './support/json-ld';
import { testWithReusedPage } from './support/reused-page';

// Issue 30: a page for every member firm, in both languages, and its contact card.

// The canonical origin the build was made with; pages are fetched from wherever the suite points.
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const CRLF = '\r\n';
// The association's own published addresses, in every page's footer: the only ones a page may hold.
const SITE_EMAILS = SITE.emails.map((email) => email.address);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

type Thing = Record<string, unknown> & { '@type': string };

/**
 * What a visitor and a crawler get of a page, read in one pass: a page per firm and language makes 132 of them. The
 * Tamil share counts the letters of `<main>` outside `lang="en"`, as e2e/tamil.spec.ts does.
 */
const readPage = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string, root: ParentNode = document) => [...root.querySelectorAll(selector)];
    const texts = (selector: string, root?: ParentNode) => all(selector, root).map((e) => e.textContent ?? '');
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const main = document.querySelector('main')!;
    let letters = 0;
    let tamil = 0;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement!.closest('script, style, [lang="en"]')) continue;
      for (const char of node.textContent ?? '') {
        if (!/[\p{L}\p{M}]/u.test(char)) continue;
        letters += 1;
        if (/\p{Script=Tamil}/u.test(char)) tamil += 1;
      }
    }
    const card = main.querySelector('a[href^="/vcard/"]');
    return {
      lang: document.documentElement.lang,
      title: document.title,
      h1: texts('h1'),
      h1English: texts('h1 [lang="en"]'),
      description: attr('meta[name="description"]', 'content') ?? '',
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: all('link[rel="alternate"][hreflang]').map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      listItems: texts('li', main),
      details: main.querySelector('dl')?.textContent ?? '',
      tel: all('a[href^="tel:"]', main).map((a) => a.getAttribute('href')),
      card: card && {
        href: card.getAttribute('href'),
        download: card.getAttribute('download'),
        text: card.textContent,
      },
      hrefs: all('a[href]', main).map((a) => a.getAttribute('href')!),
      jsonLd: texts('script[type="application/ld+json"]'),
      mainHtml: main.innerHTML,
      mainText: main.innerText,
      tamilShare: letters ? tamil / letters : 0,
    };
  });

const pathOf = (href: string) => decodeURI(new URL(href, 'http://x').pathname) + new URL(href, 'http://x').search;

// One page per worker with script off, loading each firm's page in turn.
const asServed = testWithReusedPage({ javaScriptEnabled: false });

asServed.describe('every member firm’s page, as served (no script)', () => {
  for (const member of members) {
    for (const locale of LOCALES) {
      const path = localePath(locale, memberPath(member.id));
      asServed(`${path}`, async ({ page }) => {
        const m = inLocale(member, locale);
        const response = await page.goto(pageHref(memberPath(m.id), locale), { waitUntil: 'domcontentloaded' });
        expect(response?.status()).toBe(200);
        const seen = await readPage(page);
        expect(seen.lang).toBe(locale);

        // One h1: the firm's registered name, marked as English on a Tamil page.
        expect(seen.h1).toEqual([m.firm]);
        if (locale === 'ta') expect(seen.h1English).toEqual([m.firm]);
        const category = MEMBER_CATEGORY_LABELS[m.category][locale];
        const district = DISTRICT_LABELS[m.district][locale];
        expect(seen.title).toBe(`${m.firm}: ${category}, ${district} | ${locale === 'en' ? 'RASI' : 'ராசி'}`);

        // Its own description, canonical, hreflang to its twin, Open Graph.
        expect(seen.description).toContain(m.firm);
        for (const product of m.products) expect(seen.description).toContain(product);
        const canonical = `${SITE_URL}${pageHref(memberPath(m.id), locale)}`;
        expect(seen.canonical).toBe(canonical);
        expect(Object.fromEntries(seen.alternates)).toEqual({
          en: `${SITE_URL}${memberPath(m.id)}`,
          ta: `${SITE_URL}/ta${memberPath(m.id)}`,
          'x-default': `${SITE_URL}${memberPath(m.id)}`,
        });
        expect(seen.ogUrl).toBe(canonical);
        expect(seen.ogTitle).toBe(`${m.firm}: ${category}, ${district}`);

        // What it makes, its industry and district, since when, whom to ask for.
        for (const product of m.products) expect(seen.listItems).toContain(product);
        for (const fact of [category, district, String(m.memberSince), m.contact]) expect(seen.details).toContain(fact);

        // A telephone link only where the firm gave a number.
        expect(seen.tel).toEqual(m.phone ? [`tel:${m.phone.replace(/\s/g, '')}`] : []);

        // "Add to contacts": the vCard, as a download.
        expect(seen.card).toEqual({
          href: memberVcardPath(m.id),
          download: `${m.id}.vcf`,
          text: locale === 'en' ? 'Add to contacts' : 'தொடர்புகளில் சேர்க்க',
        });

        // At most six related firms, each a firm's page in this language, and the directory filtered both ways.
        const related = seen.hrefs.filter((href) => href.startsWith(localePath(locale, '/rasi-members/')));
        expect(related.length).toBeGreaterThan(0);
        expect(related.length).toBeLessThanOrEqual(6);
        for (const href of related) expect(members.map((o) => pageHref(memberPath(o.id), locale))).toContain(href);
        const directory = pageHref('/rasi-members', locale);
        expect(seen.hrefs.map(pathOf)).toEqual(
          expect.arrayContaining([
            `${directory}?category=${encodeURIComponent(m.category).replace(/%20/g, '+')}`,
            `${directory}?district=${m.district}`,
            directory,
          ]),
        );

        // Structured data that a JSON-LD processor reads: the firm, and the breadcrumb to it.
        const things: Thing[] = [];
        for (const text of seen.jsonLd) {
          await expandJsonLd(text);
          things.push(JSON.parse(text) as Thing);
        }
        const firm = things.find((t) => t['@type'] === 'Organization');
        expect(firm).toMatchObject({
          name: m.firm,
          url: canonical,
          address: { '@type': 'PostalAddress', addressLocality: m.district, addressRegion: 'Tamil Nadu' },
          memberOf: { '@type': 'Organization', '@id': `${SITE_URL}/#organization` },
        });
        expect((firm!.makesOffer as { itemOffered: { name: string } }[]).map((o) => o.itemOffered.name)).toEqual(
          m.products,
        );
        if (m.phone) expect(firm!.telephone).toBe(m.phone);
        else expect(JSON.stringify(firm)).not.toContain('telephone');
        const breadcrumb = things.find((t) => t['@type'] === 'BreadcrumbList');
        expect((breadcrumb!.itemListElement as { item: string }[]).map((i) => i.item)).toEqual([
          `${SITE_URL}${pageHref('/', locale)}`,
          `${SITE_URL}${directory}`,
          canonical,
        ]);

        // Only what the firm published: no e-mail address but the association's own, in the footer.
        for (const address of (await response!.text()).match(EMAIL) ?? []) expect(SITE_EMAILS).toContain(address);
        expect(seen.mainHtml.match(EMAIL)).toBeNull();
        expect(seen.mainText).not.toContain('@');

        if (locale === 'ta') expect(seen.tamilShare).toBeGreaterThanOrEqual(0.9);
      });
    }
  }
});

test.describe('every member firm’s contact card', () => {
  for (const member of members) {
    test(`${memberVcardPath(member.id)} is a vCard 4.0 a parser reads back`, async ({ request }) => {
      const m = inLocale(member, 'en');
      const response = await request.get(memberVcardPath(m.id));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
      expect(response.headers()['content-disposition']).toBe(`attachment; filename="${m.id}.vcf"`);
      const text = await response.text();

      expect(text.startsWith(`BEGIN:VCARD${CRLF}VERSION:4.0${CRLF}`)).toBe(true);
      expect(text.endsWith(`END:VCARD${CRLF}`)).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of text.slice(0, -2).split(CRLF)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

      const card = new ICAL.Component(ICAL.parse(text));
      expect(card.getFirstPropertyValue('fn')).toBe(m.firm);
      expect(card.getFirstPropertyValue('org')).toBe(m.firm);
      expect(card.getFirstPropertyValue('related')).toBe(m.contact);
      expect((card.getFirstPropertyValue('adr') as unknown as string[])[3]).toBe(m.district);
      expect(card.getFirstPropertyValue('url')).toBe(`${SITE_URL}${memberPath(m.id)}`);
      const tel = card.getAllProperties('tel');
      if (m.phone) {
        expect(tel).toHaveLength(1);
        expect(String(tel[0]!.getFirstValue()).replace(/\D/g, '')).toBe(m.phone.replace(/\D/g, ''));
      } else {
        expect(tel).toHaveLength(0);
      }
      expect(text).not.toContain('@');
    });
  }

  test('an unknown firm has no card', async ({ request }) => {
    for (const path of ['/vcard/no-such-firm.vcf', '/vcard/kaveri-polymers', '/vcard/Kaveri-Polymers.vcf']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('an address under the directory that names no firm', () => {
  for (const locale of LOCALES) {
    test(`is a real 404 in ${locale}, in the HTML itself, with the directory’s search`, async ({ page, request }) => {
      const path = localePath(locale, '/rasi-members/no-such-firm');
      const raw = await request.get(path);
      expect(raw.status()).toBe(404);
      const html = await raw.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<form[^>]*role="search"[^>]*>|<form[^>]*action="[^"]*rasi-members"/);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
      await expect(page.locator('h1')).toHaveCount(1);
      const search = page.getByRole('search', {
        name: locale === 'en' ? 'Search the member directory' : 'உறுப்பினர் விவரப் பட்டியலில் தேடுக',
      });
      await search.getByRole('searchbox').fill('rice');
      await search.getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/rasi-members')}\\?q=rice$`));
      await expect(page.locator('main li:visible h2').first()).toBeVisible();
    });
  }

  test('the internal search route, and what only looks like a firm, stay 404', async ({ request }) => {
    for (const path of [
      '/rasi-members/search',
      '/ta/rasi-members/search',
      '/rasi-members/__not-found',
      '/rasi-members/kaveri-polymers/extra',
      '/rasi-members/kaveri',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('another spelling of a firm’s page is redirected to it in one hop', async ({ request }) => {
    for (const [from, to] of [
      ['/rasi-members/Kaveri-Polymers', '/rasi-members/kaveri-polymers'],
      ['/rasi-members/kaveri-polymers/', '/rasi-members/kaveri-polymers'],
      ['/ta/rasi-members/KAVERI-POLYMERS', '/ta/rasi-members/kaveri-polymers'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([from, response.status()]).toEqual([from, 308]);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
    }
  });
});

test.describe('the directory and the firms’ pages link to each other', () => {
  for (const locale of LOCALES) {
    test(`every card of the ${locale} directory links to its firm’s page`, async ({ page }) => {
      await page.goto(pageHref('/rasi-members', locale));
      const links = await page
        .locator('main li h2 a')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('lang')]));
      expect(links).toEqual(
        members.map((m) => [pageHref(memberPath(m.id), locale), locale === 'en' ? null : 'en'] as const),
      );
    });
  }

  test('a firm’s page leads to the directory filtered to its industry and to its district', async ({ page }) => {
    const member = inLocale(
      members.find((m) => m.id === 'kaveri-polymers')!,
      'en',
    );
    await page.goto(memberPath(member.id));
    // Clicked once the page's scripts have started, as the rest of this test expects the directory's filter to run;
    // a click while they start (its press starts them at once) raced them, and once in CI went nowhere in 10 s.
    const industry = page.getByRole('link', { name: /member firms in Plastics & polymers$/ });
    await waitForHydration(industry, { timeout: 10_000 });
    await industry.click();
    await expect(page).toHaveURL(/\/rasi-members\?category=Plastics\+%26\+polymers$/);
    await expect(page.getByLabel('Industry')).toHaveValue('Plastics & polymers');
    const industries = await page.locator('main li:visible p span:first-child').allTextContents();
    expect(industries.length).toBeGreaterThan(1);
    for (const industry of industries) expect(industry).toBe('Plastics & polymers');
    await expect(page.locator('main li:visible h2 a', { hasText: member.firm })).toBeVisible();

    await page.goBack();
    const district = page.getByRole('link', { name: /member firms in Tiruchirappalli district$/ });
    await waitForHydration(district, { timeout: 10_000 });
    await district.click();
    await expect(page).toHaveURL(/\/rasi-members\?district=Tiruchirappalli$/);
    for (const district of await page.locator('main li:visible p span:nth-child(2)').allTextContents())
      expect(district).toBe('Tiruchirappalli');
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  // The longest registered name and the longest products, with and without a telephone, and the 404.
  const longestName = [...members].sort((a, b) => b.firm.length - a.firm.length)[0]!;
  const sample = [longestName.id, 'kaveri-polymers', 'eraiyur-engineering-works', 'perambalur-offset-press'];
  for (const locale of LOCALES as readonly Locale[]) {
    for (const path of [...sample.map(memberPath), '/rasi-members/no-such-firm']) {
      const address = localePath(locale, path);
      test(`${address} does not scroll sideways`, async ({ page }) => {
        await page.goto(pageHref(path, locale));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(320);
      });
    }
  }
});
