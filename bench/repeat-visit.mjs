// A repeat visit on a throttled phone, with the service worker and without it (issue 44): the phone profile of
// bench/tap.mjs (CPU slowed 4×, slow 4G through the DevTools protocol). Each run opens a page in a new browser
// context, waits until the worker controls it (or, blocked, 2 s), then opens it again and reads that second load's
// Navigation Timing and largest contentful paint in the page. The browser's HTTP cache holds the static files in
// both cases; what differs is the worker's own start and its answers.
import { launchChromium, median, openAsPhone, PHONE, say } from './common.mjs';
import { SLOW_4G } from './tap.mjs';

export const REPEAT_RUNS = Number(process.env.REPEAT_RUNS ?? 3);
export const REPEAT_PATHS = ['/', '/aboutrasi', '/rasi-members/kaveri-polymers'];

async function visitTwice(browser, url, worker) {
  const { context, page, cdp } = await openAsPhone(browser, { ...PHONE, serviceWorkers: worker ? 'allow' : 'block' });
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (worker)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    else await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const [nav] = performance.getEntriesByType('navigation');
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({
              ttfbMs: Math.round(nav.responseStart),
              domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd),
              loadMs: Math.round(nav.loadEventEnd),
              lcpMs: Math.round(entries[entries.length - 1].startTime),
              transferBytes: nav.transferSize,
              controlled: navigator.serviceWorker?.controller !== null,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** For each page, the medians of REPEAT_RUNS repeat visits with the worker and with it blocked, taking turns. */
export async function measureRepeatVisits(baseUrl, paths = REPEAT_PATHS, runs = REPEAT_RUNS) {
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const path of paths) {
      const runsOf = { with: [], without: [] };
      for (let i = 1; i <= runs; i += 1) {
        for (const worker of [true, false]) {
          say(`repeat visit of ${path} ${worker ? 'with' : 'without'} the service worker (${i}/${runs})`);
          runsOf[worker ? 'with' : 'without'].push(await visitTwice(browser, `${baseUrl}${path}`, worker));
        }
      }
      const medians = (list) =>
        Object.fromEntries(
          ['ttfbMs', 'domContentLoadedMs', 'loadMs', 'lcpMs', 'transferBytes'].map((key) => [
            key,
            median(list.map((run) => run[key])),
          ]),
        );
      rows.push({
        path,
        with: { ...medians(runsOf.with), controlled: runsOf.with.every((run) => run.controlled) },
        without: medians(runsOf.without),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
