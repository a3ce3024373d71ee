import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_GROUPS, ROUTES } from '../lib/routes';
import { SITE, SITE_TEXT } from '../content/association';

const PDFTOTEXT = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((path) => existsSync(path));

// The header's menu labels, and the labels of the chrome around them: none of it belongs on paper.
const CHROME_LABELS = [...ROUTE_GROUPS.map((group) => group.label), 'Quick links', 'Skip to content'];

const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asWord = (label: string) => new RegExp(`(^|\\W)${escapeRegExp(label)}(?=$|\\W)`);

/** The page's canonical address, as its print masthead writes it. */
async function canonicalOf(page: Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).href;
}

/**
 * What a page must print: its h1 and h2s, and the heading and last words of its last section. By their text content
 * without what only a screen reader hears: a section off screen is not rendered yet (content-visibility), and the
 * innerText of what is not rendered is empty.
 */
async function contentOf(page: Page) {
  return page.locator('main').evaluate((main) => {
    // Words for screen readers alone (a link's "opens another website") are not on paper.
    const text = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent ?? '';
    };
    const headings = [...main.querySelectorAll('h1, h2')].map(text);
    const last = [...main.querySelectorAll('section[aria-labelledby]')].at(-1)!;
    const words = [...last.querySelectorAll('p, li')].map(text).filter((t) => t.trim().length >= 20);
    return { headings, lastHeading: text(last.querySelector('h2')!), lastWords: words.at(-1)! };
  });
}

test.describe('printed to PDF before any scroll', () => {
  test.skip(!PDFTOTEXT, 'pdftotext is not installed (apt-get install poppler-utils; .ci/run installs it)');

  for (const path of ['/', '/aboutrasi', '/membership', '/contactus']) {
    test(`${path} prints its content under the association's name and address, without the menus`, async ({ page }) => {
      await page.goto(path);
      // The scroll-in reveal has hidden the sections below the fold, as for a visitor who prints at once.
      await expect(page.locator('main [data-reveal="pending"]').first()).toBeAttached();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const content = await contentOf(page);
      const canonical = await canonicalOf(page);

      const file = test.info().outputPath('page.pdf');
      await writeFile(file, await page.pdf({ format: 'A4' }));
      const printed = squash(execFileSync(PDFTOTEXT!, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));

      expect(printed.startsWith(`${SITE.name} · ${canonical}`), printed.slice(0, 200)).toBe(true);
      expect(content.headings.length).toBeGreaterThan(1);
      for (const heading of content.headings) expect(heading.trim()).not.toBe('');
      for (const heading of content.headings) expect(printed).toContain(squash(heading));
      expect(printed).toContain(squash(content.lastHeading));
      expect(printed).toContain(squash(content.lastWords));

      await page.emulateMedia({ media: 'print' });
      const printedMain = await page.locator('main').innerText();
      const absent = CHROME_LABELS.filter((label) => !asWord(label).test(printedMain));
      expect(absent.length).toBeGreaterThan(0);
      for (const label of absent) expect(printed).not.toMatch(asWord(label));
      // Addresses are printed after other sites' links only.
      expect(printed).not.toContain('(/');
    });
  }

  test('/contactus prints the map link with its address', async ({ page }) => {
    await page.goto('/contactus');
    const href = (await page.getByRole('link', { name: /OpenStreetMap/ }).getAttribute('href'))!;
    const file = test.info().outputPath('page.pdf');
    await writeFile(file, await page.pdf({ format: 'A4' }));
    const printed = execFileSync(PDFTOTEXT!, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(printed.replace(/\s+/g, '')).toContain(`(${href})`);
  });
});

test.describe('print stylesheet', () => {
  // Every page, and Tamil twins: a Tamil page prints its own masthead, in Tamil.
  for (const route of [...ROUTES, { path: '/ta/aboutrasi' }, { path: '/ta/contactus' }, { path: '/ta' }]) {
    test(`${route.path} prints black on white, without the site's chrome`, async ({ page }) => {
      const name = route.path.startsWith('/ta') ? SITE_TEXT.ta.name : SITE.name;
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      const canonical = await canonicalOf(page);
      const masthead = page.locator('main [data-print-only]');
      await expect(masthead).toHaveCount(1);
      await expect(masthead).toBeHidden();

      await page.emulateMedia({ media: 'print' });
      await expect(masthead).toBeVisible();
      await expect(masthead).toHaveText(`${name} · ${canonical}`);
      for (const chrome of ['body > header', 'footer nav', 'a.skip-link']) {
        await expect(page.locator(chrome)).toHaveCount(1);
        await expect(page.locator(chrome)).toBeHidden();
      }

      const problems = await page.evaluate(() => {
        const found: string[] = [];
        const name = (el: Element) => `${el.tagName.toLowerCase()}.${el.className}`;
        const body = getComputedStyle(document.body);
        if (body.color !== 'rgb(0, 0, 0)' || body.backgroundColor !== 'rgb(255, 255, 255)')
          found.push(`body: ${body.color} on ${body.backgroundColor}`);
        for (const el of document.body.querySelectorAll('*')) {
          const style = getComputedStyle(el);
          if (!el.checkVisibility()) continue;
          if (
            !['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(style.backgroundColor) ||
            style.backgroundImage !== 'none'
          )
            found.push(`${name(el)}: background ${style.backgroundColor} ${style.backgroundImage}`);
          const ownText = [...el.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
          );
          if (ownText && style.color !== 'rgb(0, 0, 0)') found.push(`${name(el)}: text in ${style.color}`);
          if (ownText && style.opacity !== '1') found.push(`${name(el)}: opacity ${style.opacity}`);
        }
        for (const el of document.querySelectorAll('[data-reveal]')) {
          const style = getComputedStyle(el);
          if (style.opacity !== '1' || style.transform !== 'none') found.push(`${name(el)}: not revealed`);
        }
        for (const el of document.querySelectorAll('main li, main tr, main figure')) {
          if (getComputedStyle(el).breakInside !== 'avoid') found.push(`${name(el)}: may split across pages`);
        }
        for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
          const after = getComputedStyle(link, '::after').content;
          const external = /^https?:/.test(link.getAttribute('href')!);
          if (external === (after === 'none' || after === 'normal'))
            found.push(`${link.getAttribute('href')}: address ${external ? 'not printed' : 'printed'}`);
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});
