import { expect, test, type Page } from '@playwright/test';
import { openFirstDialog } from './support/dialog';
import { UI } from '../content/ui';
import { splitLocale } from '../lib/i18n/locales';
import { ROUTES } from '../lib/routes';
import { waitForHydration } from '../scripts/hydration.mjs';

// Issue 14, part 3: the site under forced colours (Windows high contrast). The 320 px (400 % zoom) check is in
// e2e/routes.spec.ts.

/** The first element Tab reaches that is a link, with its outline as computed. */
async function tabToLink(page: Page) {
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLAnchorElement)) return null;
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
    });
    if (focused) return focused;
  }
  throw new Error('Tab reached no link');
}

// The boxes that stand out from the page: cards, figures, the president's letter, visitors' remarks, the address.
const CARD = /_(card|figure|letter|remark|address)$/;

test.describe('forced colours (Windows high contrast)', () => {
  test.use({ forcedColors: 'active' });

  for (const route of [...ROUTES, { path: '/ta/aboutrasi' }, { path: '/ta/rasi-members' }]) {
    test(`${route.path}: focus rings and card edges stay visible, and there is no custom cursor`, async ({ page }) => {
      await page.goto(route.path);
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

      const outline = await tabToLink(page);
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThan(0);

      // Which of them the page sets apart on screen by a background or a shadow, which forced colours remove.
      await page.emulateMedia({ forcedColors: 'none' });
      const boxes = page.locator('main [data-box]');
      await page.locator('main *').evaluateAll((elements, pattern) => {
        for (const el of elements) {
          const style = getComputedStyle(el);
          const setApart = style.boxShadow !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
          if (setApart && [...el.classList].some((name) => new RegExp(pattern).test(name))) {
            el.setAttribute('data-box', [...el.classList].join(' '));
          }
        }
      }, CARD.source);
      await page.emulateMedia({ forcedColors: 'active' });
      if (['/', '/aboutrasi', '/contactus'].includes(route.path)) expect(await boxes.count()).toBeGreaterThan(0);
      const edges = await boxes.evaluateAll((elements) =>
        elements.map((el) => {
          const style = getComputedStyle(el);
          return {
            name: el.getAttribute('data-box'),
            style: style.borderTopStyle,
            width: parseFloat(style.borderTopWidth),
            color: style.borderTopColor,
          };
        }),
      );
      for (const edge of edges) {
        expect(edge.style, edge.name!).not.toBe('none');
        expect(edge.width, edge.name!).toBeGreaterThan(0);
        expect(edge.color, edge.name!).not.toBe('rgba(0, 0, 0, 0)');
      }

      // The cursor's code loads at the first mouse move once the page's scripts have started (up to 3 s after the
      // load, lib/page-cache/deferred-scripts.mjs), with the back-to-top button's: the mouse moves over the hydrated
      // page, then the page is scrolled, and once that button is there the effects have rendered, a cursor with them
      // if there were one.
      await waitForHydration(page.getByRole('banner').getByRole('link').first(), { timeout: 10_000 });
      for (let i = 0; i < 4; i++) await page.mouse.move(300 + 20 * i, 400 + 10 * i, { steps: 2 });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const backToTop = UI[splitLocale(route.path).locale].backToTop;
      await expect(page.getByRole('button', { name: backToTop })).toBeVisible();
      await expect(page.getByTestId('custom-cursor')).toHaveCount(0);
    });
  }

  test('the menu still marks the section of the current page', async ({ page }) => {
    await page.goto('/officebearers');
    const current = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'About RASI' });
    await expect(current).toHaveAttribute('data-current', 'true');
    expect(await current.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  });

  test('the details dialog keeps a visible edge', async ({ page }) => {
    const dialog = await openFirstDialog(page, '/gallery', /^View photo/);
    const edge = await dialog.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.borderTopStyle, width: parseFloat(style.borderTopWidth), color: style.borderTopColor };
    });
    expect(edge.style).not.toBe('none');
    expect(edge.width).toBeGreaterThanOrEqual(1);
    expect(edge.color).not.toBe('rgba(0, 0, 0, 0)');
  });
});
