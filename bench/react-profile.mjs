// Where a page's React work goes, component by component, on a phone: `node bench/react-profile.mjs <url>…` against
// React's profiling build (`npm run build -- --profile --no-mangling`, then `npm start`; build again without the
// flags afterwards: the bench refuses a profiling build). Each page is loaded REACT_PROFILE_RUNS times (default 5)
// in Debian's Chromium as Lighthouse's phone (412×823, touch, 4× CPU slowdown), traced for the load and
// REACT_PROFILE_WAIT_MS after it (default 6000), and React's own performance tracks are read from the trace (the
// `console.timeStamp` entries a profiling build writes): the scheduler's (the hydration, its commit, the renders
// that follow it) and, because a stand-in for the React DevTools hook makes React time every component, the
// components'. A component's self time is its span less its children's, so a component's own markup (the host
// elements it renders itself, which React does not time apart) counts as its own. Printed as medians over the runs.
// The figures carry the profiling build's own overhead: compare them with each other, not with Lighthouse's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CPU_SLOWDOWN, launchChromium, median, openAsPhone, ROOT, say } from './common.mjs';

const RUNS = Number(process.env.REACT_PROFILE_RUNS ?? 5);
const WAIT_MS = Number(process.env.REACT_PROFILE_WAIT_MS ?? 6000);
const TOP = Number(process.env.REACT_PROFILE_TOP ?? 25);
const COMPONENTS = 'Components ⚛';
const SCHEDULER = new Set(['Blocking', 'Transition', 'Suspense', 'Idle']);

/** A string only React's profiling and development builds carry: the name of their components' track. */
export function isProfilingBuild(dir = join(ROOT, '.next/static/chunks')) {
  let files;
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.js'));
  } catch {
    return false;
  }
  return files.some((name) => readFileSync(join(dir, name), 'utf8').includes(COMPONENTS));
}

/** React's entries in a trace: `{ track, name, start, end }`, in milliseconds. */
export function reactEntries(traceEvents) {
  return traceEvents
    .filter((event) => event.name === 'TimeStamp' && event.args?.data)
    .map(({ args: { data } }) => ({
      track: String(data.track ?? ''),
      name: String(data.message ?? data.name ?? ''),
      start: Number(data.start) / 1000,
      end: Number(data.end) / 1000,
    }))
    .filter((entry) => entry.end > entry.start);
}

/**
 * Each component's self time, summed by name: its span less the spans nested directly in it. React times a
 * component from the start of its render to the end of its subtree's, so the spans nest. "Blocked" (time React
 * waited, rendering nothing) is left out.
 */
export function componentSelfTimes(entries) {
  const spans = entries
    .filter((entry) => entry.track === COMPONENTS && entry.name !== 'Blocked')
    .map((entry) => ({ ...entry, self: entry.end - entry.start }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const open = [];
  for (const span of spans) {
    while (open.length && open.at(-1).end <= span.start) open.pop();
    if (open.length) open.at(-1).self -= span.end - span.start;
    open.push(span);
  }
  const byName = new Map();
  for (const span of spans) {
    const total = byName.get(span.name) ?? { ms: 0, renders: 0 };
    byName.set(span.name, { ms: total.ms + span.self, renders: total.renders + 1 });
  }
  return byName;
}

/**
 * What React's scheduler did: the hydration (its span, yields included), the hydration's commit, and every render
 * and commit after it (the follow-up renders a hydrated value or a first effect sets off, the delayed lists' data).
 */
export function schedulerSummary(entries) {
  const steps = entries.filter((entry) => SCHEDULER.has(entry.track)).sort((a, b) => a.start - b.start);
  const hydrated = steps.find((step) => step.name === 'Hydrated');
  if (!hydrated) return undefined;
  const commit = steps.find((step) => step.name === 'Commit' && step.start >= hydrated.end);
  const later = steps.filter(
    (step) => commit && step.start >= commit.end && (step.name === 'Render' || step.name === 'Commit'),
  );
  return {
    hydratedMs: hydrated.end - hydrated.start,
    hydrationCommitMs: commit ? commit.end - commit.start : 0,
    laterRendersMs: later.reduce((sum, step) => sum + step.end - step.start, 0),
  };
}

/** Medians over runs: one row per component, by self time, with its renders per run. */
export function summariseRuns(runs) {
  const names = new Set(runs.flatMap((run) => [...run.keys()]));
  return [...names]
    .map((name) => ({
      name,
      ms: median(runs.map((run) => run.get(name)?.ms ?? 0)),
      renders: median(runs.map((run) => run.get(name)?.renders ?? 0)),
    }))
    .sort((a, b) => b.ms - a.ms);
}

async function traceOnce(browser, url) {
  const { context, page, cdp } = await openAsPhone(browser);
  try {
    // React times every fiber when it finds DevTools: a hook that takes the renderer and does nothing else.
    await page.addInitScript(() => {
      const noop = () => undefined;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: noop,
        onCommitFiberUnmount: noop,
        onPostCommitFiberRoot: noop,
        checkDCE: noop,
      };
    });
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'blink.user_timing'] },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    await cdp.send('Tracing.end');
    await complete;
    return reactEntries(events);
  } finally {
    await context.close();
  }
}

async function main() {
  const urls = process.argv.slice(2);
  if (urls.length === 0) {
    console.error('usage: node bench/react-profile.mjs <url>…   (against `npm run build -- --profile --no-mangling`)');
    process.exit(2);
  }
  const browser = await launchChromium();
  try {
    for (const url of urls) {
      const runs = [];
      const schedules = [];
      for (let i = 0; i < RUNS; i += 1) {
        const entries = await traceOnce(browser, url);
        if (!entries.some((entry) => entry.track === COMPONENTS)) {
          throw new Error(
            `${url}: React wrote no component timings. Is it React's profiling build? ` +
              'Build with `npm run build -- --profile --no-mangling` and start it with `npm start`.',
          );
        }
        runs.push(componentSelfTimes(entries));
        schedules.push(schedulerSummary(entries));
      }
      const rows = summariseRuns(runs);
      const total = median(runs.map((run) => [...run.values()].reduce((sum, { ms }) => sum + ms, 0)));
      say(
        `${url}: React's component time ${total.toFixed(0)} ms (median of ${RUNS} runs, ${CPU_SLOWDOWN}× CPU slowdown)`,
      );
      console.log('   self ms  renders  component');
      for (const row of rows.slice(0, TOP)) {
        console.log(`${row.ms.toFixed(1).padStart(9)}  ${String(row.renders).padStart(7)}  ${row.name}`);
      }
      const of = (key) => median(schedules.map((summary) => summary?.[key]))?.toFixed(1) ?? '–';
      say(
        `the scheduler (medians): hydration ${of('hydratedMs')} ms, its commit ${of('hydrationCommitMs')} ms, ` +
          `renders and commits after it ${of('laterRendersMs')} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
