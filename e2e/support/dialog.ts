import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the details popup of the first item on `path` whose button's name starts as `opener` says, and returns it. */
export async function openFirstDialog(page: Page, path: string, opener: RegExp): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
