import { expect, test } from '@playwright/test';

// Many firms match, or one ("matches"): the count line's verb agrees with its number (lib/directory-filter.ts).
const SOME_MATCH = /^(1 of \d+ member firms matches|([2-9]|\d\d+) of \d+ member firms match)$/;

const count = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: 'member firms' });

test('searching by product filters as you type and keeps the query in the address', async ({ page }) => {
  await page.goto('/rasi-members');
  await expect(count(page)).toHaveText(/^All \d+ member firms$/);
  await page.getByLabel('Firm, person or product').fill('rice');
  await expect(count(page)).toHaveText(SOME_MATCH);
  await expect(page).toHaveURL(/\/rasi-members\?q=rice$/);
  const firms = await page.locator('main li:visible h2').allTextContents();
  expect(firms.length).toBeGreaterThan(0);

  await page.getByLabel('District').selectOption('Thanjavur');
  await expect(page).toHaveURL(/\?q=rice&district=Thanjavur$/);
  for (const tag of await page.locator('main li:visible p span:nth-child(2)').allTextContents())
    expect(tag).toBe('Thanjavur');

  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/rasi-members$/);
  await expect(count(page)).toHaveText(/^All \d+ member firms$/);
});

test('a shared link opens with its filters applied', async ({ page }) => {
  const response = await page.goto('/rasi-members?category=Foundry+%26+castings');
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel('Industry')).toHaveValue('Foundry & castings');
  const tags = await page.locator('main li:visible p span:first-child').allTextContents();
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toBe('Foundry & castings');
});

test('an unmatched search says so, on the server and as you type, and only then', async ({ page }) => {
  const none = page.getByText('No member firm matches this search.');
  await page.goto('/rasi-members?q=zeppelin');
  await expect(none).toBeVisible();

  await page.goto('/rasi-members');
  await expect(none).toBeHidden();
  await page.getByLabel('Firm, person or product').fill('zeppelin');
  await expect(count(page)).toHaveText(/^None of the \d+ member firms matches$/);
  await expect(none).toBeVisible();
  await page.getByLabel('Firm, person or product').fill('rice');
  await expect(count(page)).toHaveText(SOME_MATCH);
  await expect(none).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form is answered by the server', async ({ page }) => {
    await page.goto('/rasi-members');
    await page.getByLabel('Firm, person or product').fill('pump');
    await page.getByLabel('District').selectOption('Tiruchirappalli');
    await page
      .getByRole('search', { name: 'Search the member directory' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(page).toHaveURL(/\/rasi-members\?q=pump&category=&district=Tiruchirappalli$/);
    await expect(count(page)).toHaveText(SOME_MATCH);
    for (const tag of await page.locator('main li:visible p span:nth-child(2)').allTextContents()) {
      expect(tag).toBe('Tiruchirappalli');
    }
  });
});
