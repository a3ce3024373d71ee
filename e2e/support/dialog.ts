import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once React has hydrated `element` (its event handlers are attached). A page's scripts start after its
 * first screen and pictures are painted (lib/page-cache/deferred-scripts.mjs), which can be after the load event
 * `page.goto` waits for; a tap on a button before then does nothing, and a visitor taps again.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/** Opens the details popup of the first item on `path` whose button's name starts as `opener` says, and returns it. */
export async function openFirstDialog(page: Page, path: string, opener: RegExp): Promise<Locator> {
  await page.goto(path);
  const button = page.getByRole('button', { name: opener }).first();
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
