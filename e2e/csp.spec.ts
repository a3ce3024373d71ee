import { expect, test, type Page } from '@playwright/test';
import { openFirstDialog } from './support/dialog';

/** Collects every report of a blocked resource or script, from the console and from the DOM event. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Refused to|integrity/i.test(text)) reports.push(text);
  });
  page.on('pageerror', (error) => reports.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[];
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
      sessionStorage.setItem('csp-violations', JSON.stringify(seen));
    });
  });
  return async () => [
    ...reports,
    ...JSON.parse((await page.evaluate(() => sessionStorage.getItem('csp-violations'))) ?? '[]'),
  ];
}

/**
 * Follows the Gallery menu link and checks that the router, not a full page load, took us there; or, from a page
 * under another root layout (`router: false`), that the page loaded.
 */
async function navigateToGallery(page: Page, { router = true } = {}): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('News & media').click();
  await nav.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.locator('h1')).toHaveText('Gallery');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(router);
}

// With the service worker, as a visitor has it: its registration and its answers under the same policy.
test.use({ serviceWorkers: 'allow' });

test('the home page runs under its policy: carousel, live data and client navigation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await expect(carousel).toBeVisible();
  // The pause button exists only once React has hydrated the carousel.
  const pause = carousel.getByRole('button', { name: /pause|play/i });
  await expect(pause).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.locator('li[aria-hidden="true"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');

  await navigateToGallery(page);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the gallery opens and closes its photo popup under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  const dialog = await openFirstDialog(page, '/gallery', /^View photo/);
  // The image optimiser may take a while for a size it has not made yet.
  await expect
    .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the member directory filters as you type under the policy, and its filtered page keeps working', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  await page.goto('/rasi-members');
  await page.getByLabel('Firm, person or product').fill('rice');
  await expect(page).toHaveURL(/\/rasi-members\?q=rice$/);
  await page.waitForLoadState('networkidle');

  // A filtered address is rendered per request under a nonce; it must hydrate too.
  await page.goto('/rasi-members?q=pumps');
  await page.getByLabel('District').selectOption('Tiruchirappalli');
  await expect(page).toHaveURL(/\?q=pumps&district=Tiruchirappalli$/);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the not-found page runs its scripts under its policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/images/no-such-image.jpg');
  expect(response?.status()).toBe(404);
  // A document of its own (app/global-not-found.tsx: each language has its root layout), so its links load pages.
  await navigateToGallery(page, { router: false });
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
