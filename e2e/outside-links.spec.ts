import { expect } from '@playwright/test';
import { LOCALES, localePath } from '../lib/i18n/locales';
import { memberPath } from '../lib/member-pages';
import { ROUTES } from '../lib/routes';
import { pageHref } from '../lib/seo/page-urls';
import { OUTSIDE_LINK_NOTES } from '../content/page-frame';
import { testWithReusedPage } from './support/reused-page';

/**
 * Every link to another site, on every page in both languages, is marked for the eye and for the ear (GIGW 3.0):
 * a mark after its text, and the words a screen reader says, in the page's language, "a government website" for
 * gov.in and nic.in. Whatever makes the link (a page, a client list, the backend's banner), an unmarked one fails.
 */
const PATHS = [...ROUTES.map((route) => route.path), memberPath('kaveri-polymers')];
const GOVERNMENT = /(?:^|\.)(?:gov|nic)\.in$/;

const test = testWithReusedPage({});

for (const locale of LOCALES) {
  const notes = OUTSIDE_LINK_NOTES[locale];
  for (const path of PATHS) {
    test(`${localePath(locale, path)}: every link to another site is marked, seen and heard`, async ({ page }) => {
      const response = await page.goto(pageHref(path, locale), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      const links = await page.locator('a[href]').evaluateAll((anchors) =>
        anchors
          .map((a) => a as HTMLAnchorElement)
          .filter((a) => /^https?:$/.test(a.protocol) && a.origin !== location.origin)
          .map((a) => {
            const mark = getComputedStyle(a, '::after');
            return {
              href: a.href,
              host: a.hostname,
              newTab: a.target === '_blank',
              mark: mark.display === 'none' ? 'none' : mark.content,
              // What a screen reader gets beyond what is seen: the visually hidden words inside the link.
              heard: [...a.querySelectorAll('.visually-hidden')].map((s) => s.textContent ?? '').join(''),
            };
          }),
      );
      for (const link of links) {
        const government = GOVERNMENT.test(link.host);
        const note = government
          ? link.newTab
            ? notes.governmentNewTab
            : notes.government
          : link.newTab
            ? notes.otherNewTab
            : notes.other;
        expect(link.mark, `${link.href}: a mark after its text`).not.toMatch(/^(?:none|normal|"")$/);
        expect(link.heard, `${link.href}: heard as leaving the site`).toContain(`(${note})`);
      }
    });
  }
}

test('the pages that link elsewhere do: the map, WhatsApp, Google Calendar, and the GIGW as a government site', async ({
  page,
}) => {
  const outside = () =>
    page
      .locator('main a[data-outside]')
      .evaluateAll((anchors) =>
        anchors.map((a) => [new URL((a as HTMLAnchorElement).href).hostname, a.getAttribute('data-outside')]),
      );
  await page.goto('/contactus');
  expect(await outside()).toContainEqual(['www.openstreetmap.org', 'other']);
  await page.goto('/notification');
  expect(await outside()).toContainEqual(['wa.me', 'other']);
  await page.goto('/tradefairs');
  expect(await outside()).toContainEqual(['calendar.google.com', 'other']);
  await page.goto('/ta/website-policies');
  expect(await outside()).toContainEqual(['guidelines.india.gov.in', 'government']);
  await expect(page.locator('main a[href="https://guidelines.india.gov.in/"]')).toHaveAccessibleName(
    /\(அரசு இணையதளத்தைத் திறக்கும்\)$/,
  );
});
