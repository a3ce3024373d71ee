// Lighthouse (mobile, Debian's Chromium) on a list of pages, in each throttling mode, interleaved: run i of every
// page in every mode before run i + 1 of any, so that a noisy minute of the shared machine touches all alike.
// Every metric is reported as its median over the runs (with the performance score of every run), and the
// main-thread work of every run too, by round, so that a page can be compared with the run taken beside it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CHROME, median, ROOT, say } from './common.mjs';

export const LIGHTHOUSE_MODES = [
  { id: 'simulate', label: 'simulated throttling, the default', args: [] },
  { id: 'devtools', label: 'devtools throttling', args: ['--throttling-method=devtools'] },
];

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'mainThreadMs',
  'cls',
  'benchmarkIndex',
];

/** The LCP element in a few words: its own part of the selector, and its text unless Lighthouse has none. */
function lcpElement(node) {
  const own = (node.selector ?? '').split(' > ').at(-1);
  const label = node.nodeLabel && !node.nodeLabel.includes(' > ') ? ` “${node.nodeLabel.slice(0, 40)}”` : '';
  return `${own}${label}`;
}

/** Blocks every script of the page: the page as its HTML and CSS alone cost, the reference for what JS adds. */
export const WITHOUT_SCRIPTS = '--blocked-url-patterns=*/_next/static/chunks/*.js';

/**
 * Blocks the service worker's script: its registration fails, and the page loads as it did before the site had a
 * worker (issue 44). The same build in the same run, so the worker's cost to a first visit is the difference.
 */
export const WITHOUT_WORKER = '--blocked-url-patterns=*/sw.js';

/** The label of `label`'s worker-free reference row. */
export const withoutWorker = (label) => `${label} without the service worker`;

/** The mode with real round trips, where a page is judged against its own script-free self (bench/targets.mjs). */
export const SELF_REFERENCE_MODE = 'devtools';

/** The label of `label`'s script-free reference row. */
export const withoutScripts = (label) => `${label} without its scripts`;

function lighthouseOnce(url, mode, extraArgs = []) {
  const out = spawnSync(
    join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      ...mode.args,
      ...extraArgs,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  if (out.status !== 0) throw new Error(`lighthouse ${url} failed: ${out.stderr.slice(0, 400)}`);
  const report = JSON.parse(out.stdout);
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.code}`);
  const score = (id) => report.categories[id].score;
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const breakdown = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = breakdown.find((item) => item.type === 'node');
  const subparts = breakdown.find((item) => item.type === 'table')?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    mainThreadMs: Math.round(audit('mainthread-work-breakdown')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    lcpElement: node ? lcpElement(node) : '',
    lcpSelector: node?.selector ?? '',
    lcpSubparts: Object.fromEntries(subparts.map((s) => [s.subpart, Math.round(s.duration)])),
  };
}

function withRetry(url, mode, extraArgs) {
  // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): try that run again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url, mode, extraArgs);
    } catch (error) {
      if (attempt === 3) throw error;
      say(`${error.message.split('\n')[0]}; trying again`);
    }
  }
}

function summarise(label, runs, errors, reference, mainThreadByRound) {
  if (runs.length === 0) return { label, reference, error: errors[0] ?? 'no runs' };
  const medians = Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((r) => r[metric]))]));
  // The LCP element and its subparts of the run whose LCP is the median one.
  const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((runs.length - 1) / 2)];
  return {
    label,
    reference,
    ...medians,
    cls: Number(medians.cls.toFixed(3)),
    clsMax: Math.max(...runs.map((r) => r.cls)),
    performanceRuns: runs.map((r) => r.performance),
    // Round i's main-thread work, or null where that round's run failed.
    mainThreadByRound,
    lcpElement: middle.lcpElement,
    lcpSelector: middle.lcpSelector,
    lcpSubparts: middle.lcpSubparts,
    ...(errors.length ? { failedRuns: errors.length } : {}),
  };
}

/**
 * `targets` is a list of { label, url, args?, reference?, of?, without?, modes? }: `args` go to Lighthouse
 * (WITHOUT_SCRIPTS, WITHOUT_WORKER), a `reference` row is what the page `of` names is judged against, not judged
 * itself (`without: 'worker'` for a worker-free row, else its script-free self), and `modes` (ids) limits a target
 * to those modes. Returns, per mode, { mode, label, pages: [summary per target measured in that mode] }.
 */
export function lighthouseInterleaved(targets, runs, modes = LIGHTHOUSE_MODES) {
  const key = (mode, target) => `${mode.id} ${target.label}`;
  const inMode = (mode) => targets.filter((t) => !t.modes || t.modes.includes(mode.id));
  const collected = new Map(
    modes.flatMap((m) => inMode(m).map((t) => [key(m, t), { runs: [], errors: [], mainThreadByRound: [] }])),
  );
  for (let i = 1; i <= runs; i += 1)
    for (const mode of modes)
      for (const target of inMode(mode)) {
        say(`lighthouse ${mode.id} ${target.label} (${i}/${runs})`);
        const slot = collected.get(key(mode, target));
        try {
          slot.runs.push(withRetry(target.url, mode, target.args));
          slot.mainThreadByRound.push(slot.runs.at(-1).mainThreadMs);
        } catch (error) {
          slot.mainThreadByRound.push(null);
          slot.errors.push(error.message.split('\n')[0]);
          say(`lighthouse ${mode.id} ${target.label}: ${slot.errors.at(-1)}`);
        }
      }
  return modes.map((mode) => ({
    mode: mode.id,
    label: mode.label,
    pages: inMode(mode).map((t) => {
      const slot = collected.get(key(mode, t));
      const summary = summarise(t.label, slot.runs, slot.errors, Boolean(t.reference), slot.mainThreadByRound);
      return { ...summary, ...(t.of ? { of: t.of } : {}), ...(t.without ? { without: t.without } : {}) };
    }),
  }));
}
