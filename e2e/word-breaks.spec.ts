import { expect } from '@playwright/test';
import { members } from '../content/members';
import { LOCALES, localePath } from '../lib/i18n/locales';
import { memberPath } from '../lib/member-pages';
import { ROUTES } from '../lib/routes';
import { pageHref } from '../lib/seo/page-urls';
import { testWithReusedPage } from './support/reused-page';

/**
 * On a 320 px phone no page scrolls sideways, the header's controls stay on the screen, and no heading, menu item or
 * link breaks a word across two lines: a long word may move whole to the next line, never split inside (a Tamil
 * word broken after a vowel sign reads as two words). Every page in both languages, and the member page with the
 * longest registered name, with the menus open so their items are laid out.
 */
const longestName = [...members].sort((a, b) => b.firm.length - a.firm.length)[0]!;
const PATHS = [...ROUTES.map((route) => route.path), memberPath(longestName.id), '/offline'];

const ELEMENTS = ['h1', 'h2', 'h3', 'h4', 'nav a', 'nav summary', 'header a', 'main a', 'footer a', 'a.skip-link'].join(
  ', ',
);

// One 320 px page per worker, loading each address in turn.
const test = testWithReusedPage({ viewport: { width: 320, height: 800 } });

test.describe('320 px: no sideways scroll, the header on screen, no word broken inside', () => {
  for (const locale of LOCALES) {
    for (const path of PATHS) {
      const address = localePath(locale, path);
      test(address, async ({ page }) => {
        const response = await page.goto(pageHref(path, locale), { waitUntil: 'domcontentloaded' });
        expect(response?.status()).toBe(200);
        await page.evaluate(() => document.fonts.ready);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${address} scrolls sideways`).toBeLessThanOrEqual(320);
        const controls = page.getByRole('banner').locator('a:visible, summary:visible, button:visible');
        const boxes = await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
        expect(boxes.length).toBeGreaterThanOrEqual(4);
        for (const box of boxes)
          expect(box.right, `${address}: a header control off the screen`).toBeLessThanOrEqual(320);

        const breaks = await page.evaluate(async (selector) => {
          await document.fonts.ready;
          // The phone's Menu button and each menu: open, as a visitor opens them, so their links are laid out.
          document.querySelectorAll('header details').forEach((details) => details.setAttribute('open', ''));
          const oneLine = (rects: DOMRectList) => {
            const tops = [...rects].filter((r) => r.width > 0).map((r) => r.top);
            return !tops.length || Math.max(...tops) - Math.min(...tops) <= 1;
          };
          const found: string[] = [];
          for (const element of document.querySelectorAll(selector)) {
            const box = element.getBoundingClientRect();
            if (box.width <= 1 || box.height <= 1) continue;
            const whole = document.createRange();
            whole.selectNodeContents(element);
            if (oneLine(whole.getClientRects())) continue;
            // The element's characters, each traced to its text node and offset. Text that is not seen (a visually
            // hidden label) is left out, and the edge of a block (a logo's two lines) separates words as a space does.
            const chars: ({ node: Text; offset: number; char: string } | null)[] = [];
            let block: Element | null = null;
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
              const parent = node.parentElement!;
              const seen = parent.getBoundingClientRect();
              if (seen.width <= 1 || seen.height <= 1) {
                chars.push(null);
                continue;
              }
              let container: Element = parent;
              while (container !== element && getComputedStyle(container).display.startsWith('inline'))
                container = container.parentElement!;
              if (block && container !== block) chars.push(null);
              block = container;
              for (let i = 0; i < node.data.length; i += 1) chars.push({ node, offset: i, char: node.data[i]! });
            }
            let word: { node: Text; offset: number; char: string }[] = [];
            const check = () => {
              if (word.length) {
                const first = word[0]!;
                const last = word[word.length - 1]!;
                const range = document.createRange();
                range.setStart(first.node, first.offset);
                range.setEnd(last.node, last.offset + 1);
                if (!oneLine(range.getClientRects())) {
                  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
                  const name = element.tagName.toLowerCase();
                  found.push(`<${name}> “${text}”: “${word.map((c) => c.char).join('')}” breaks across lines`);
                }
              }
              word = [];
            };
            for (const char of chars) {
              if (!char || /\s/u.test(char.char)) check();
              else word.push(char);
            }
            check();
          }
          return found;
        }, ELEMENTS);
        expect(breaks, `${address} at 320 px`).toEqual([]);
      });
    }
  }
});
