import { expect, test, type Page } from '@playwright/test';
import { AUTOPLAY_MS } from '../components/home/slideshow';

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

/** The number of the slide the carousel's dots mark as current. */
async function currentSlide(page: Page): Promise<number> {
  const dots = page.getByRole('region', { name: 'Highlights' }).getByRole('button', { name: /^Show slide/ });
  const marked = await dots.evaluateAll((buttons) =>
    buttons.flatMap((button, index) => (button.getAttribute('aria-current') === 'true' ? [index + 1] : [])),
  );
  expect(marked).toHaveLength(1);
  return marked[0]!;
}

/** Opens the home page under a fake clock and lets its scripts in, until React has hydrated the carousel. */
async function openHydrated(page: Page) {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  // Every slide but the current one is hidden from assistive technology once the carousel has hydrated.
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(carousel.locator('li[aria-hidden="true"]').first()).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  return carousel;
}

test.describe('with a mouse', () => {
  test('the slideshow moves on by itself and offers a pause button', async ({ page }) => {
    const carousel = await openHydrated(page);
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    const before = await currentSlide(page);
    await page.clock.runFor(AUTOPLAY_MS);
    await expect.poll(() => currentSlide(page)).toBe(before + 1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the slideshow waits for the visitor: no pause button, no step by itself, the controls still move it', async ({
    page,
  }) => {
    const carousel = await openHydrated(page);
    await expect(carousel.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
    await page.clock.runFor(AUTOPLAY_MS * 2);
    expect(await currentSlide(page)).toBe(1);
    await carousel.getByRole('button', { name: 'Next slide' }).tap();
    await expect.poll(() => currentSlide(page)).toBe(2);
  });

  test('the pause button is not shown even before the scripts run', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js/, (route) => route.abort());
    await page.goto('/');
    // In the server's HTML (a desktop shows it from the first paint), but not displayed on a touch screen.
    const pause = page.getByRole('region', { name: 'Highlights' }).locator('button', { hasText: 'Pause slideshow' });
    await expect(pause).toBeAttached();
    await expect(pause).toBeHidden();
  });
});
