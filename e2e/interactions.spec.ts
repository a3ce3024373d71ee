import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../scripts/hydration.mjs';
import { handledApiFetches, noteHandledApiFetches } from './support/api-fetches';
import { openFirstDialog } from './support/dialog';

test.describe('back to top', () => {
  test('appears past 200 px and returns to the top when pressed', async ({ page }) => {
    await page.goto('/executivemembers');
    const button = page.getByRole('button', { name: /top/i });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    // That scroll loads the effects' code (once the page's scripts have started): the cursor, rendered with the
    // button, says it is there and has seen the page at 150 px.
    await expect(page.getByTestId('custom-cursor')).toHaveCount(1);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('is reachable by keyboard', async ({ page }) => {
    await page.goto('/executivemembers');
    await page.evaluate(() => window.scrollTo(0, 1200));
    const button = page.getByRole('button', { name: /top/i });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('does not cover content on a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/officebearers');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page.getByRole('button', { name: /top/i });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    // The footer's last line of text stays uncovered once the page is scrolled to the end.
    const legal = await page.locator('footer p').last().boundingBox();
    expect(legal!.y + legal!.height <= box.y || legal!.x + legal!.width <= box.x).toBe(true);
  });
});

/**
 * Scrolls to the end of the page and waits for the back-to-top button: the effects' code has then loaded and
 * rendered, the button and the cursor together (components/motion/site-effects.tsx), so a cursor that is not there
 * by then is not coming.
 */
async function effectsRendered(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: /top/i })).toBeVisible();
}

test.describe('custom cursor', () => {
  test('follows the mouse and grows over a link', async ({ page }) => {
    await page.goto('/aboutrasi');
    const cursor = page.getByTestId('custom-cursor');
    const link = page.getByRole('link', { name: 'Home', exact: true }).first();
    // The page's script starts after its first screen (scripts/hydration.mjs), at most 3 s after the load; the
    // cursor's code then loads at the first mouse move. A visitor's mouse keeps moving, and so does this one until
    // the cursor follows it. The bounds leave room for a busy machine (this failed twice at 5 s on a loaded one).
    await waitForHydration(link, { timeout: 15_000 });
    let nudge = 0;
    await expect
      .poll(
        async () => {
          nudge = 1 - nudge;
          await page.mouse.move(300 - 10 * nudge, 500 - 10 * nudge);
          await page.mouse.move(300, 500, { steps: 2 });
          return (await cursor.boundingBox())?.x ?? -1;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(250);
    await expect(cursor).toHaveAttribute('aria-hidden', 'true');
    const box = (await cursor.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 300)).toBeLessThan(8);
    expect(Math.abs(box.y + box.height / 2 - 500)).toBeLessThan(8);
    expect(await cursor.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(await cursor.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    const target = (await link.boundingBox())!;
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
    await expect(cursor).toHaveAttribute('data-scale', '2');
    await expect.poll(async () => (await cursor.boundingBox())!.width).toBeGreaterThan(box.width * 1.8);
    await page.mouse.move(300, 500);
    await expect(cursor).toHaveAttribute('data-scale', '1');
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).not.toBe('none');
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('there is no custom cursor', async ({ page }) => {
      await page.goto('/aboutrasi');
      await waitForHydration(page.getByRole('link', { name: 'Home', exact: true }).first(), { timeout: 10_000 });
      await page.mouse.move(300, 400);
      await page.mouse.move(320, 420);
      await effectsRendered(page);
      await expect(page.getByTestId('custom-cursor')).toHaveCount(0);
    });
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

    test('there is no custom cursor', async ({ page }) => {
      await page.goto('/aboutrasi');
      await page.tap('h1');
      await effectsRendered(page);
      await expect(page.getByTestId('custom-cursor')).toHaveCount(0);
    });
  });
});

test.describe('details popup', () => {
  test('opens from the keyboard, traps focus, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/gallery');
    await page.waitForLoadState('networkidle');
    const opener = page.getByRole('button', { name: /^View photo/ }).first();
    const title = (await opener.innerText()).replace(/^View photo\s*:?\s*/, '');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(title || /.+/);
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('closes on a click on the backdrop, and shows a notification with its date', async ({ page }) => {
    const dialog = await openFirstDialog(page, '/notification', /^Read more/);
    await expect(dialog.locator('time')).toHaveText(/\d{1,2} \w+ \d{4}/);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('opens for today\u2019s events on the home page', async ({ page }) => {
    const dialog = await openFirstDialog(page, '/', /^Event details/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('delayed data', () => {
  // The page's own handling of a failed list: page.route cannot see what a service worker fetches for the page, so
  // none runs here (what the worker does with a failed list is e2e/offline.spec.ts's).
  test.use({ serviceWorkers: 'block' });

  test('events, gallery and exhibitors are requested no earlier than 500 ms after the page loads', async ({ page }) => {
    const requests: { path: string; at: number }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) requests.push({ path: pathname, at: Date.now() });
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const loaded = await page.evaluate(() => performance.timing.domContentLoadedEventEnd);
    await expect
      .poll(() => requests.map((r) => r.path).sort())
      .toEqual(['/api/events', '/api/exhibitors', '/api/gallery']);
    for (const request of requests) expect(request.at - loaded, request.path).toBeGreaterThanOrEqual(500);
  });

  test('a failed delayed load logs one console error and the page looks the same', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    await page.route('**/api/{events,gallery,exhibitors}', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"upstream unavailable"}' }),
    );
    await noteHandledApiFetches(page);
    await page.goto('/');
    const before = await page.getByRole('heading', { name: 'From the gallery' }).locator('..').textContent();
    expect(before).toContain('View photo');
    // All three failed answers dealt with, so every error the page was going to log for them is logged.
    await expect
      .poll(() => handledApiFetches(page))
      .toEqual(expect.arrayContaining(['/api/events', '/api/exhibitors', '/api/gallery']));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('delayed');
    expect(await page.getByRole('heading', { name: 'From the gallery' }).locator('..').textContent()).toBe(before);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/aboutrasi', '/gallery', '/milestones']) {
    test(`${path}: no text stays invisible`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll('main h1, main h2, main h3, main p, main li')]
          // The print masthead is for paper only, with or without script.
          .filter((el) => !el.closest('[data-print-only]'))
          // Text content: innerText is empty for a section off screen, not rendered yet (content-visibility).
          .filter((el) => (el.textContent ?? '').trim() !== '')
          .filter((el) => {
            const style = getComputedStyle(el);
            return style.visibility === 'hidden' || Number(style.opacity) === 0 || style.display === 'none';
          })
          .map((el) => (el.textContent ?? '').slice(0, 60)),
      );
      expect(hidden).toEqual([]);
    });
  }
});

test.describe('scroll-in reveal', () => {
  test('sections below the fold appear once when scrolled to', async ({ page }) => {
    await page.goto('/aboutrasi');
    const last = page.locator('main section').last();
    await expect(last).toHaveAttribute('data-reveal', 'pending');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveAttribute('data-reveal', 'shown');
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing is hidden', async ({ page }) => {
      await page.goto('/aboutrasi');
      await expect(page.locator('[data-reveal]')).toHaveCount(0);
    });
  });
});

test.describe('the next page', () => {
  // Held back by page.route, which cannot see a request a service worker makes for the page: none runs here.
  test.use({ serviceWorkers: 'block' });

  test('the three loading bars show while the next page loads', async ({ page }) => {
    // The next page is held back until the bars have been seen: they show however quickly the server answers, and
    // however slowly this machine looks.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/milestones(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/aboutrasi');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'About RASI' }).click();
    const milestones = nav.getByRole('link', { name: 'Milestones' });
    // A click before the page's scripts have run would load the next page whole, with no bars to show.
    await waitForHydration(milestones, { timeout: 10_000 });
    await milestones.click();
    const bars = page.getByRole('status', { name: 'Loading the page' });
    await expect(bars).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Milestones');
    await expect(bars).toHaveCount(0);
  });
});
