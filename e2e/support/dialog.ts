import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../../scripts/hydration.mjs';

/** Opens the details popup of the first item on `path` whose button's name starts as `opener` says, and returns it. */
export async function openFirstDialog(page: Page, path: string, opener: RegExp): Promise<Locator> {
  await page.goto(path);
  const button = page.getByRole('button', { name: opener }).first();
  // Its scripts may start after the load event page.goto waits for (scripts/hydration.mjs); 10 s as expect's polls (playwright.config.ts).
  await waitForHydration(button, { timeout: 10_000 });
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
