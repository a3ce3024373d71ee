import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../lib/routes';
import { waitForHydration } from '../scripts/hydration.mjs';

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const route of ROUTES) {
  test(`${route.path} renders its page inside the common layout`, async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);

    const expectedTitle =
      route.path === '/' ? 'Regional Association of Small Industries (RASI)' : `${route.title} | RASI`;
    await expect(page).toHaveTitle(expectedTitle);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBe(route.description);

    await expect(page.locator('h1')).toHaveCount(1);
    if (route.path !== '/') await expect(page.locator('h1')).toHaveText(route.title);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    expect(await page.locator('main').textContent()).not.toMatch(/lorem ipsum|coming soon|\bTODO\b/i);

    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('every page is reachable from the main navigation', async ({ page }) => {
  await page.goto('/');
  const hrefs = await page
    .getByRole('navigation', { name: 'Main' })
    .locator('a')
    .evaluateAll((links) => links.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)));
  expect(new Set(hrefs)).toEqual(new Set(ROUTES.map((r) => r.path)));
});

test('the current page is marked in the navigation', async ({ page }) => {
  await page.goto('/officebearers');
  const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Office bearers');
});

test.describe('not found', () => {
  for (const path of [
    '/membrship',
    '/no-such-page',
    '/rasi-members/search',
    '/api-docs',
    '/aboutrasi/extra',
    '/x.jpg',
  ]) {
    test(
      `${path} answers 404 with the designed page`,
      { tag: path === '/no-such-page' ? '@smoke' : [] },
      async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        const sections = page.getByRole('navigation', { name: 'Sections of the site' });
        await expect(sections.getByRole('link', { name: 'Membership', exact: true })).toBeVisible();
        await expect(sections.getByRole('link', { name: 'Contact us' })).toBeVisible();
      },
    );
  }
});

test('/vision%26mission reaches the vision and mission page', async ({ page }) => {
  const response = await page.goto('/vision%26mission');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vision and mission');
});

test('a path in the wrong letter case is redirected to its page', async ({ request, page }) => {
  const response = await request.get('/OfficeBearers', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/officebearers');
  await page.goto('/RASI-Members');
  await expect(page).toHaveURL(/\/rasi-members$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member directory');
});

test.describe('menus', () => {
  test('open by keyboard and close with Escape, returning focus', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.locator('summary', { hasText: 'About RASI' });
    await about.focus();
    await page.keyboard.press('Enter');
    const link = nav.getByRole('link', { name: 'Milestones' });
    await expect(link).toBeVisible();
    // The group opens natively; Escape is the page's script, which starts after the first screen (or at the first
    // key press) and may not have hydrated yet (scripts/hydration.mjs): a visitor presses it again.
    await waitForHydration(nav, { timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(about).toBeFocused();
  });

  test('open one at a time and close on an outside click', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Members' }).click();
    await expect(nav.getByRole('link', { name: 'Member directory' })).toBeVisible();
    await nav.locator('summary', { hasText: 'Services' }).click();
    await expect(nav.getByRole('link', { name: 'Member directory' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Guidance cell' })).toBeVisible();
    // The groups open natively; closing on an outside click is the page's script, which starts after the first
    // screen (scripts/hydration.mjs): a click before then closes nothing, and a visitor clicks again.
    await waitForHydration(nav, { timeout: 10_000 });
    await page.locator('h1').click();
    await expect(nav.getByRole('link', { name: 'Guidance cell' })).toBeHidden();
  });

  test('on a 375 px phone, the Menu button opens the whole menu and a link navigates', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.locator('header summary', { hasText: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-controls', 'primary-navigation');
    await expect(nav).toBeHidden();
    // A native disclosure: the first tap works even before the page's script has started.
    await toggle.click();
    await expect(nav).toBeVisible();
    await nav.locator('summary', { hasText: 'News & media' }).click();
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    // The script closes it after a client-side navigation, and on Escape, handing focus back to the button.
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("on a 375 px phone, the Menu button answers the first tap, before the page's script has run", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // The page's scripts are held back, as on a slow phone in the seconds after the first screen.
    await page.route(/\/_next\/static\/.*\.js$/, () => {});
    await page.goto('/aboutrasi', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => 'next' in window)).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.locator('summary', { hasText: 'Members' }).click();
    await expect(nav.getByRole('link', { name: 'Member directory' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu opens from its button and every group works', { tag: '@smoke' }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.locator('summary', { hasText: 'About RASI' }).click();
    await nav.getByRole('link', { name: 'Milestones' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Milestones');
  });
});

// WCAG 1.4.10: at 400 % zoom a 1280 px window is 320 CSS px wide, and nothing may need scrolling sideways.
test('no page scrolls sideways on a 320 px screen, and nothing in it is wider', async ({ page }) => {
  // Every page of the route table and two 404s, each measured element by element: about 4 s a page.
  test.setTimeout(30_000 + (ROUTES.length + 2) * 4_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [...ROUTES.map((route) => route.path), '/no-such-page', '/images/no-such-image.jpg']) {
    await page.goto(path);
    const { overflow, wide } = await page.evaluate(() => {
      const root = document.documentElement;
      const width = root.clientWidth;
      // Wider than the screen and not cut to it by a box that fits (a carousel's track of slides is).
      const clipped = (el: Element) => {
        for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
          const clips = /hidden|clip/.test(getComputedStyle(box).overflowX);
          if (clips && box.getBoundingClientRect().width <= width) return true;
        }
        return false;
      };
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().width > width + 0.5 && !clipped(el))
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      return { overflow: root.scrollWidth - width, wide };
    });
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect(wide, path).toEqual([]);
  }
});
