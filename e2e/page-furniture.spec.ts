import { expect, test } from '@playwright/test';
import { PLACEHOLDER_ORIGIN } from '../lib/serving/page-cache/site-origin.mjs';
import { formatDate } from '../lib/format';
import { LOCALES } from '../lib/i18n/locales';
import { memberPath } from '../lib/member-pages';
import { ROUTE_GROUPS, ROUTES, routeFor, routeText } from '../lib/routes';
import { pageHref } from '../lib/seo/page-urls';
import { members } from '../content/members';
import { OUTSIDE_LINK_NOTES, PAGE_FRAME_TEXT } from '../content/page-frame';
import { websitePolicies } from '../content/website-policies';
import { slug } from '../lib/anchors';

// Issue 46: GIGW 3.0's page furniture (a last-updated date on every page; a site map, privacy policy and terms of
// use) and "Send on WhatsApp" links.

// The canonical origin the server writes into its pages (as e2e/members.spec.ts reads it).
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
// The "Last updated" line as served: the label, React's text separator maybe, then the <time>.
const LAST_UPDATED = (label: string) =>
  new RegExp(`<p[^>]*>${label}(?:<!-- -->)?: <time dateTime="(\\d{4}-\\d{2}-\\d{2})">([^<]+)</time></p>`, 'gi');
// A page's own date in a language: in Tamil, the day its Tamil words alone changed, when the route table gives a later one.
const ownDate = (route: (typeof ROUTES)[number], locale: string) =>
  locale === 'ta' && route.ta.updated && route.ta.updated > route.updated ? route.ta.updated : route.updated;

test('every page of the route table, in both languages, says when it was last updated', async ({ request }) => {
  test.setTimeout(30_000 + ROUTES.length * LOCALES.length * 1_000);
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      const path = pageHref(route.path, locale);
      const html = await (await request.get(path)).text();
      // The page's own line is the last: a website policy's own dates come before it.
      const match = [...html.matchAll(LAST_UPDATED(PAGE_FRAME_TEXT.lastUpdated[locale]))].at(-1);
      expect(match, `${path}: a Last updated line`).toBeDefined();
      const [, date, shown] = match!;
      expect(shown, path).toBe(formatDate(date!, locale));
      expect(date! <= TODAY, `${path}: ${date} is not in the future`).toBe(true);
      // Its own words' date, or for a page of the backend's lists the newest item it shows, when later.
      if (route.showsBackendLists) expect(date! >= ownDate(route, locale), path).toBe(true);
      else expect(date, path).toBe(ownDate(route, locale));
    }
  }
});

test('the date reads in the page language, at the foot of its content', async ({ page }) => {
  await page.goto('/ta/aboutrasi');
  const line = page.locator('main p', { hasText: PAGE_FRAME_TEXT.lastUpdated.ta });
  const tamilDate = ownDate(routeFor('/aboutrasi'), 'ta');
  await expect(line.locator('time')).toHaveAttribute('datetime', tamilDate);
  await expect(line).toHaveText(`${PAGE_FRAME_TEXT.lastUpdated.ta}: ${formatDate(tamilDate, 'ta')}`);

  await page.goto(memberPath('kaveri-polymers'));
  await expect(page.locator('main time').last()).toHaveAttribute('datetime', routeFor('/rasi-members').updated);

  // The notifications page: the newest notification it shows, if later than its own words.
  await page.goto('/notification');
  const shown = await page
    .locator('main li[id^="notification-"] time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  const newest = [routeFor('/notification').updated, ...shown.filter((d) => d <= TODAY)].sort().at(-1);
  const updated = page.locator('main p', { hasText: PAGE_FRAME_TEXT.lastUpdated.en }).locator('time');
  await expect(updated).toHaveAttribute('datetime', newest!);
});

test('the site map lists every page, grouped as the menus are, in its own language', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(pageHref('/site-map', locale));
    const main = page.locator('main');
    for (const group of ROUTE_GROUPS) {
      await expect(
        main.getByRole('heading', { level: 2, name: locale === 'en' ? group.label : group.ta }),
      ).toBeVisible();
    }
    const hrefs = await main.locator('ul a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.filter((href) => !href.includes('#')).sort()).toEqual(
      ROUTES.map((route) => pageHref(route.path, locale)).sort(),
    );
    // Each website policy by itself, at its own section of the policies page.
    const policies = pageHref('/website-policies', locale);
    expect(hrefs.filter((href) => href.includes('#'))).toEqual(
      websitePolicies.map((policy) => `${policies}#${slug(policy.heading.en)}`),
    );
  }
});

test('each website policy has its own section, heading and Last updated date, reached by its fragment', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    await page.goto(pageHref('/website-policies', locale));
    for (const policy of websitePolicies) {
      const section = page.locator(`main section:has(> h2#${slug(policy.heading.en)})`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(policy.heading[locale]);
      const updated = section.locator('p', { hasText: PAGE_FRAME_TEXT.lastUpdated[locale] }).locator('time');
      await expect(updated).toHaveAttribute('datetime', policy.updated!);
      await expect(updated).toHaveText(formatDate(policy.updated!, locale));
    }
  }
});

test('the footer links to the site map, help, privacy policy, terms of use, website policies and accessibility statement', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    await page.goto(pageHref('/milestones', locale));
    const footer = page.getByRole('contentinfo');
    for (const path of ['/site-map', '/help', '/privacy', '/terms', '/website-policies', '/accessibility']) {
      const link = footer.getByRole('link', { name: routeText(routeFor(path), locale).title, exact: true });
      await expect(link).toHaveAttribute('href', pageHref(path, locale));
    }
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The link's name is its visible words, then (visually hidden) the item and that it opens a new tab; Chromium puts a
// space before the hidden part, as it does for "Add to calendar".
const shareName = (send: string, title: string, newTab: string) =>
  new RegExp(`^${escapeRegExp(send)} ?: ${escapeRegExp(title)} \\(${escapeRegExp(newTab)}\\)$`);

/** The message a "Send on WhatsApp" link carries: its title line and its address line. */
function whatsAppMessage(href: string) {
  const url = new URL(href);
  expect(url.origin + url.pathname).toBe('https://wa.me/');
  const [title, address, ...rest] = url.searchParams.get('text')!.split('\n');
  expect(rest).toEqual([]);
  return { title: title!, address: address!.replace(/^\u00a0/, '') };
}

test("a member firm's page sends its name and address to WhatsApp, and not on paper", async ({ page }) => {
  const firm = members.find((member) => member.id === 'kaveri-polymers')!.firm as string;
  for (const locale of LOCALES) {
    await page.goto(pageHref(memberPath('kaveri-polymers'), locale));
    const name = shareName(PAGE_FRAME_TEXT.sendOnWhatsApp[locale], firm, OUTSIDE_LINK_NOTES[locale].otherNewTab);
    if (locale === 'en') expect(name.test(`Send on WhatsApp: ${firm} (opens another website in a new tab)`)).toBe(true);
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const message = whatsAppMessage((await link.getAttribute('href'))!);
    expect(message).toEqual({
      title: firm,
      address: `${SITE_URL}${pageHref(memberPath('kaveri-polymers'), locale)}`,
    });
    expect(message.address).not.toContain(PLACEHOLDER_ORIGIN);
    await page.emulateMedia({ media: 'print' });
    await expect(link).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  }
});

test('each notification sends its title and the address of its own card', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(pageHref('/notification', locale));
    const cards = page.locator('main li[id^="notification-"]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const id = await card.getAttribute('id');
      const title = await card.locator('h2').textContent();
      const link = card.locator('a[href^="https://wa.me/"]');
      await expect(link).toHaveAccessibleName(
        shareName(PAGE_FRAME_TEXT.sendOnWhatsApp[locale], title!, OUTSIDE_LINK_NOTES[locale].otherNewTab),
      );
      expect(whatsAppMessage((await link.getAttribute('href'))!)).toEqual({
        title,
        address: `${SITE_URL}${pageHref('/notification', locale)}#${id}`,
      });
    }
  }
});

test('trade fairs and the home page’s events and notifications have their links too', async ({ page }) => {
  await page.goto('/ta/tradefairs');
  const fair = page.locator('main [id^="tradefair-"]').first();
  const id = await fair.getAttribute('id');
  const message = whatsAppMessage((await fair.locator('a[href^="https://wa.me/"]').getAttribute('href'))!);
  expect(message.address).toBe(`${SITE_URL}/ta/tradefairs#${id}`);

  await page.goto('/');
  const notification = page.locator('main li[id^="notification-"]').first();
  const address = whatsAppMessage(
    (await notification.locator('a[href^="https://wa.me/"]').getAttribute('href'))!,
  ).address;
  expect(address).toBe(`${SITE_URL}/notification#${await notification.getAttribute('id')}`);
  const events = page.locator('main li[id^="event-"]');
  for (const event of await events.all()) {
    const href = await event.locator('a[href^="https://wa.me/"]').getAttribute('href');
    expect(whatsAppMessage(href!).address).toBe(`${SITE_URL}/#${await event.getAttribute('id')}`);
  }
});
