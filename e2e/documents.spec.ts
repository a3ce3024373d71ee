import { expect, test } from '@playwright/test';
import { documentFacts, formatFileSize } from '../lib/format';
import { LOCALES } from '../lib/i18n/locales';
import { pageHref } from '../lib/seo/page-urls';
import { MEDIA_TEXT } from '../content/ui';
import { openFirstDialog } from './support/dialog';

/**
 * Every link to a document (the notifications' circulars, linked through /files) says its format and its size, as
 * the asset host gives it, in the page's language (GIGW 3.0): "Download the circular (PDF, 1.5 KB)", in Tamil
 * "(PDF கோப்பு, 1.5 KB)". The size is the one the document really has, read here from the file itself.
 */
for (const locale of LOCALES) {
  for (const path of ['/', '/notification']) {
    test(`${pageHref(path, locale)}: each document link shows its format and size`, async ({ page, request }) => {
      await page.goto(pageHref(path, locale));
      const links = page.locator('main a[href^="/files/"]');
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        const href = (await link.getAttribute('href'))!;
        const body = await (await request.get(href)).body();
        expect(body.subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
        // The words lib/format.test.ts checks, around the bytes the document really has.
        const facts = documentFacts(
          { format: 'PDF', size: formatFileSize(body.length) },
          MEDIA_TEXT[locale].documentFacts,
        );
        // Seen (after the link's words) and heard (in its name).
        await expect(link.locator('[data-document-facts]')).toHaveText(` (${facts})`);
        await expect(link).toHaveAccessibleName(new RegExp(`\\(${facts.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`));
      }
    });
  }
}

test("the details dialog's document link says the same", async ({ page }) => {
  // The first notification has a circular (demo/data.mjs); its dialog links it with the same words.
  const dialog = await openFirstDialog(page, '/notification', /^Read more/);
  const facts = await page
    .locator('main li[id^="notification-"]')
    .first()
    .locator('[data-document-facts]')
    .textContent();
  expect(facts).toMatch(/^ \(PDF, [\d.]+ [KMG]B\)$/);
  await expect(dialog.locator('a[href^="/files/"] [data-document-facts]')).toHaveText(facts!);
});
