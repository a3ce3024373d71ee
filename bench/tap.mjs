// How long a tap on a gallery card takes to show its dialog on a phone: Playwright drives Chromium with the CPU
// slowed 4× and a slow 4G network (through the DevTools protocol), on a 412×823 touch screen. Each run opens
// /gallery in a new browser context (nothing cached from the previous tap), waits for the load, the network to
// go idle, the button's hydration and one more second, then taps the first card's "View photo" button. In the
// page, a capture-phase pointerdown listener notes performance.now() and polls on requestAnimationFrame until a
// dialog[open] is there and visible; the time is taken at the next frame, when that frame has been painted.
import { waitForHydration } from '../scripts/hydration.mjs';
import { launchChromium, median, openAsPhone, say } from './common.mjs';

export const TAP_RUNS = Number(process.env.TAP_RUNS ?? 3);
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function tapOnce(browser, url) {
  const { context, page, cdp } = await openAsPhone(browser);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });

    const viewPhoto = { name: /^View photo/ };
    const button = page
      .locator('li')
      .filter({ has: page.getByRole('button', viewPhoto) })
      .first()
      .getByRole('button', viewPhoto);
    // The page's scripts start after its first screen (scripts/hydration.mjs): wait until React has hydrated the
    // button, then a second more, as a visitor who looks before tapping.
    await waitForHydration(button, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    await button.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.__benchTap = new Promise((resolve) => {
        const timeout = setTimeout(() => resolve({ error: 'no dialog within 10 s of the tap' }), 10_000);
        const visible = (element) =>
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          element.getBoundingClientRect().height > 0;
        addEventListener(
          'pointerdown',
          () => {
            const start = performance.now();
            const poll = () => {
              const dialog = document.querySelector('dialog[open]');
              if (!dialog || !visible(dialog)) return requestAnimationFrame(poll);
              const openMs = performance.now() - start;
              requestAnimationFrame(() => {
                clearTimeout(timeout);
                resolve({ openMs, paintedMs: performance.now() - start });
              });
            };
            requestAnimationFrame(poll);
          },
          { capture: true, once: true },
        );
      });
    });
    await button.tap();
    const result = await page.evaluate(() => window.__benchTap);
    if (result.error) throw new Error(result.error);
    return { openMs: Math.round(result.openMs), paintedMs: Math.round(result.paintedMs) };
  } finally {
    await context.close();
  }
}

/** Median (and every run) of the time from the tap to the painted dialog on `baseUrl`/gallery. */
export async function measureTap(baseUrl, runs = TAP_RUNS) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (let i = 1; i <= runs; i += 1) {
      say(`dialog tap on /gallery (${i}/${runs})`);
      results.push(await tapOnce(browser, `${baseUrl}/gallery`));
    }
    return {
      path: '/gallery',
      paintedMs: median(results.map((r) => r.paintedMs)),
      openMs: median(results.map((r) => r.openMs)),
      runs: results.map((r) => r.paintedMs),
    };
  } finally {
    await browser.close();
  }
}
