// A phone's main-thread time on pages side by side, for an A/B of two builds or a page against the floor:
// `node bench/main-thread.mjs <url> <url>…`. Each round loads every URL once in Debian's Chromium as Lighthouse's
// phone (412×823, touch, 4× CPU slowdown, no network throttling), in an order that turns round each round so that
// neither URL always goes first, and reads Chromium's own counters (CDP `Performance.getMetrics`) after the load and
// MAIN_THREAD_WAIT_MS more (default 6000): the main thread's task time, the script time within it, and style and
// layout. MAIN_THREAD_ROUNDS rounds (default 8), medians printed, each against the first URL's. With
// `--without-scripts` every URL is also loaded with its script chunks blocked, as the bench's Lighthouse reference
// is, and the scripts' share (the page's medians less the script-free page's) is printed too.
//
// Quicker and steadier than Lighthouse for telling two builds apart (no throttled network to spread the load), but
// not the bench's target: that is `npm run bench` (docs/performance.md).
import { CPU_SLOWDOWN, launchChromium, median, openAsPhone, say, times } from './common.mjs';
import { WITHOUT_SCRIPTS } from './lighthouse.mjs';

const ROUNDS = Number(process.env.MAIN_THREAD_ROUNDS ?? 8);
const WAIT_MS = Number(process.env.MAIN_THREAD_WAIT_MS ?? 6000);
const FIELDS = ['task', 'script', 'styleLayout'];
/** The chunks Lighthouse's script-free reference blocks (`*\/_next/static/chunks/*.js`), as a route pattern. */
export const SCRIPT_CHUNKS = new RegExp(
  WITHOUT_SCRIPTS.split('=')[1]
    .replace(/[.+?^${}()|[\]\\/]/g, '\\$&')
    .replaceAll('*', '.*'),
);

/** The order of round `round` (from 0): as given in even rounds, reversed in odd ones. */
export function roundOrder(items, round) {
  return round % 2 ? [...items].reverse() : [...items];
}

/** Chromium's counters (seconds) as milliseconds of task, script and style-and-layout time. */
export function fromMetrics(metrics) {
  const value = Object.fromEntries(metrics.map(({ name, value: v }) => [name, v]));
  return {
    task: value.TaskDuration * 1000,
    script: value.ScriptDuration * 1000,
    styleLayout: (value.LayoutDuration + value.RecalcStyleDuration) * 1000,
  };
}

/**
 * Medians per URL (`samples`: { [key]: [{ task, script, styleLayout }…] }); with script-free samples under
 * `${key} without scripts`, also the scripts' share, each median less the script-free one.
 */
export function summarise(keys, samples) {
  return keys.map((key) => {
    const medians = Object.fromEntries(FIELDS.map((f) => [f, median((samples[key] ?? []).map((s) => s[f]))]));
    const without = samples[`${key} without scripts`];
    if (!without?.length) return { key, ...medians };
    const free = Object.fromEntries(FIELDS.map((f) => [f, median(without.map((s) => s[f]))]));
    const scripts = Object.fromEntries(FIELDS.map((f) => [f, medians[f] - free[f]]));
    return { key, ...medians, free, scripts };
  });
}

async function loadOnce(browser, url, blockScripts) {
  const { context, page, cdp } = await openAsPhone(browser);
  try {
    if (blockScripts) await page.route(SCRIPT_CHUNKS, (route) => route.abort());
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    return fromMetrics((await cdp.send('Performance.getMetrics')).metrics);
  } finally {
    await context.close();
  }
}

const ms = (value) => (value === undefined ? '–' : `${value.toFixed(0)} ms`);
/** A ratio only where it means something: a share can come out below zero when the scripts cost nothing there. */
const ratio = (value, base) => (value > 0 ? times(value, base) : '');

async function main() {
  const withoutScripts = process.argv.includes('--without-scripts');
  const urls = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (urls.length === 0) {
    console.error('usage: node bench/main-thread.mjs [--without-scripts] <url> <url>…');
    process.exit(2);
  }
  const loads = urls.flatMap((url) => [
    { key: url, url, block: false },
    ...(withoutScripts ? [{ key: `${url} without scripts`, url, block: true }] : []),
  ]);
  const browser = await launchChromium();
  const samples = {};
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const load of roundOrder(loads, round)) {
        (samples[load.key] ??= []).push(await loadOnce(browser, load.url, load.block));
      }
      say(`main thread: round ${round + 1}/${ROUNDS}`);
    }
  } finally {
    await browser.close();
  }
  const rows = summarise(urls, samples);
  const [first] = rows;
  say(`medians of ${ROUNDS} rounds, a phone at ${CPU_SLOWDOWN}× CPU slowdown, the load and ${WAIT_MS} ms after it`);
  for (const row of rows) {
    const parts = FIELDS.map((f) => `${f} ${ms(row[f])} ${times(row[f], first[f])}`.trim());
    console.log(`${row.key}\n  ${parts.join(' · ')}`);
    if (row.scripts) {
      const share = FIELDS.map((f) => `${f} ${ms(row.scripts[f])} ${ratio(row.scripts[f], first.scripts[f])}`.trim());
      console.log(`  its scripts' share: ${share.join(' · ')}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
