import { expect, test } from '@playwright/test';

test('the home page shows the banners from the backend, with images that load', { tag: '@smoke' }, async ({ page }) => {
  const banners: { title: string }[] = await (await page.request.get('/api/banners')).json();
  expect(banners.length).toBeGreaterThan(0);

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(banners[0]!.title, { exact: false }).first()).toBeVisible();

  const firstImage = page.locator('main img').first();
  await expect(firstImage).toBeVisible();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
