// The soak's figures (bench/soak.mjs) as targets, a markdown report and a plot of memory and p99 over time.
// Pure functions of the run's results, so that bench/soak-report.test.ts checks the targets on made-up runs.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Issue 56's targets. */
export const SOAK_LIMITS = Object.freeze({
  slopeMBPerHour: 5,
  slopeMinutes: 20,
  /** A restarted process's first minutes are its warm-up, not its trend. */
  settleMinutes: 2,
  rssOverFloor: 1.5,
  p99Growth: 1.2,
  loopP99ms: 50,
  floodP99: 1.2,
  /** "Flat": the last five minutes' highest count at most this much above the first five's (and 2 more). */
  countGrowth: 0.1,
});

const MINUTE_MS_DEFAULT = 60_000;
const round = (value, digits = 1) => (value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits));

/** Least-squares slope of `points` ({ x, y }): y units per x unit. */
export function slope(points) {
  const n = points.length;
  if (n < 2) return undefined;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  if (sxx === 0) return undefined;
  return points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
}

const median = (values) => {
  const sorted = values.filter((v) => v !== undefined && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The samples of instance `i` (0 or 1) that exist, with the time since the run began in minutes. */
function instanceSamples(results, i) {
  const begin = results.samples[0]?.at ?? 0;
  return results.samples
    .map((s) => ({ ...s.instances[i], at: s.at, t: (s.at - begin) / MINUTE_MS(results) }))
    .filter((s) => s.rssMB !== undefined);
}
const MINUTE_MS = (results) => results.minuteMs ?? MINUTE_MS_DEFAULT;

/** Memory's slope of instance i over the last SOAK_LIMITS.slopeMinutes, from the process that ends the run. */
export function memorySlope(results, i) {
  const samples = instanceSamples(results, i);
  const last = samples.at(-1);
  if (!last) return undefined;
  const end = last.at;
  const window = samples.filter(
    (s) =>
      s.started === last.started &&
      end - s.at <= SOAK_LIMITS.slopeMinutes * MINUTE_MS(results) &&
      s.at - s.started * 1000 >= SOAK_LIMITS.settleMinutes * MINUTE_MS(results),
  );
  const perMinute = slope(window.map((s) => ({ x: s.t, y: s.rssMB })));
  return {
    mbPerHour: perMinute === undefined ? undefined : perMinute * 60,
    minutes: window.length ? (window.at(-1).at - window[0].at) / MINUTE_MS(results) : 0,
  };
}

/** The highest of `key` over minutes [from, to) of the run, for each instance. */
function highest(results, i, key, from, to) {
  const values = instanceSamples(results, i)
    .filter((s) => s.t >= from && s.t < to)
    .map((s) => s[key]);
  return values.length ? Math.max(...values) : undefined;
}

/** Each target: { label, value, met }. */
export function soakTargets(results) {
  const minutes = results.minutes;
  const visitors = minutes.reduce((s, m) => s + m.visitors.count, 0);
  const visitorFailures = minutes.reduce((s, m) => s + m.visitors.failures, 0);
  const floodFailures = minutes.reduce((s, m) => s + m.flood.failures, 0);
  const floodRequests = minutes.reduce((s, m) => s + m.flood.count, 0);
  const floodLimited = minutes.reduce((s, m) => s + m.flood.limited, 0);
  const visitorLimited = minutes.reduce((s, m) => s + m.visitors.limited, 0);
  const targets = [];
  const add = (label, value, met) => targets.push({ label, value, met: Boolean(met) });

  add(
    'no failed request through nginx, the rolling restart included',
    `${visitorFailures} of ${visitors} visitors' requests, ${floodFailures} of the flooding client's ${floodRequests}` +
      (results.restart?.error ? `; the restart failed: ${results.restart.error}` : ''),
    visitors > 0 && visitorFailures === 0 && floodFailures === 0 && !results.restart?.error,
  );

  const total = minutes.length;
  const endFloor = results.floorUnderLoad?.rssMB;
  for (const i of [0, 1]) {
    const fit = memorySlope(results, i);
    add(
      `instance ${i + 1}: resident memory's slope over the last ${SOAK_LIMITS.slopeMinutes} minutes ≤ ${SOAK_LIMITS.slopeMBPerHour} MB an hour`,
      fit?.mbPerHour === undefined
        ? 'too few samples'
        : `${round(fit.mbPerHour)} MB/h (least squares over ${round(fit.minutes, 0)} minutes of its last process)`,
      fit?.mbPerHour !== undefined && fit.mbPerHour <= SOAK_LIMITS.slopeMBPerHour,
    );
    const endRss = median(
      instanceSamples(results, i)
        .filter((s) => s.t >= total - 1)
        .map((s) => s.rssMB),
    );
    add(
      `instance ${i + 1}: resident memory at the end ≤ ${SOAK_LIMITS.rssOverFloor}× the bare Next page's under load`,
      `${round(endRss, 0)} MB (median of the last minute) against ${round(endFloor, 0)} MB: ${round(endRss / endFloor, 2)}×`,
      endRss !== undefined && endFloor !== undefined && endRss <= SOAK_LIMITS.rssOverFloor * endFloor,
    );
  }

  const { firstFive, lastFive, calm, flood } = results.latency;
  add(
    `visitors' p99 in the last 5 minutes ≤ ${SOAK_LIMITS.p99Growth}× the first 5 after the warm-up`,
    `${round(lastFive.p99, 0)} ms against ${round(firstFive.p99, 0)} ms: ${round(lastFive.p99 / firstFive.p99, 2)}×`,
    lastFive.p99 !== undefined && lastFive.p99 <= SOAK_LIMITS.p99Growth * firstFive.p99,
  );

  const loops = [0, 1].map((i) => highest(results, i, 'loopP99ms', 0, Infinity));
  // The same after each process's first minute (its code compiled, its caches filled), for the reader.
  const settled = [0, 1].map((i) => {
    const values = instanceSamples(results, i)
      .filter((s) => s.at - s.started * 1000 >= MINUTE_MS(results))
      .map((s) => s.loopP99ms);
    return values.length ? Math.max(...values) : undefined;
  });
  add(
    `event-loop delay p99 ≤ ${SOAK_LIMITS.loopP99ms} ms throughout (every 10 s sample)`,
    `highest ${loops.map((v) => `${round(v, 0)} ms`).join(' and ')}; after each process's first minute ` +
      settled.map((v) => `${round(v, 0)} ms`).join(' and '),
    loops.every((v) => v !== undefined && v <= SOAK_LIMITS.loopP99ms),
  );

  const flat = (key, what) => {
    const rows = [0, 1].map((i) => {
      const first = highest(results, i, key, 1, 6);
      const last = highest(results, i, key, total - 5, Infinity);
      return {
        first,
        last,
        met: first !== undefined && last !== undefined && last <= first * (1 + SOAK_LIMITS.countGrowth) + 2,
      };
    });
    add(
      `${what} flat (the last 5 minutes' highest ≤ the first 5's + ${SOAK_LIMITS.countGrowth * 100}% + 2)`,
      rows.map((r, i) => `instance ${i + 1} ${round(r.first, 0)} → ${round(r.last, 0)}`).join(', '),
      rows.every((r) => r.met),
    );
  };
  flat('fds', 'open file descriptors');
  flat('sockets', 'sockets');
  const redisFirst = Math.max(
    ...results.samples.filter((s) => s.minute >= 1 && s.minute < 6).map((s) => s.redisClients ?? 0),
  );
  const redisLast = Math.max(...results.samples.filter((s) => s.minute >= total - 5).map((s) => s.redisClients ?? 0));
  add(
    "Redis connections flat (the last 5 minutes' highest ≤ the first 5's)",
    `${redisFirst} → ${redisLast}`,
    redisLast <= redisFirst,
  );

  add(
    `visitors' p99 while one client floods ≤ ${SOAK_LIMITS.floodP99}× the same load's without the flood`,
    `${round(flood.p99, 0)} ms against ${round(calm.p99, 0)} ms: ${round(flood.p99 / calm.p99, 2)}×`,
    flood.p99 !== undefined && calm.p99 !== undefined && flood.p99 <= SOAK_LIMITS.floodP99 * calm.p99,
  );
  // The flooding client is held to nginx's limit when it gets no more answers than the rate over its seconds and
  // the burst each flood minute; past the burst the rest are 429s. A run without the limit's figures (older results)
  // is judged by the 429s alone.
  const floodMinutes = minutes.filter((m) => m.flood.count > 0);
  const allowed = results.limit
    ? floodMinutes.reduce((s, m) => s + results.limit.rate * (m.flood.seconds ?? 0) + results.limit.burst + 1, 0)
    : undefined;
  const floodAnswered = floodRequests - floodLimited;
  add(
    "only the flooding client is limited: no visitor gets a 429, and it gets no more answers than the limit's",
    `${visitorLimited} of visitors' requests refused; the flooding client ${floodAnswered} answered` +
      (allowed === undefined ? '' : ` (the limit's most: ${Math.floor(allowed)})`) +
      ` and ${floodLimited} refused of its ${floodRequests}`,
    floodRequests > 0 && visitorLimited === 0 && (allowed === undefined ? floodLimited > 0 : floodAnswered <= allowed),
  );
  return targets;
}

/** One row per minute: what visitors saw, what the flooding client got, and each instance's last sample. */
function minuteRows(results) {
  const perInstance = [0, 1].map((i) => instanceSamples(results, i));
  return results.minutes.map((m) => {
    const within = perInstance.map((samples) => samples.filter((s) => Math.floor(s.t) === m.minute));
    const last = within.map((samples) => samples.at(-1) ?? {});
    const nodeRps = within.map((samples) => {
      const same = samples.filter((s) => s.started === samples.at(-1)?.started);
      if (same.length < 2) return undefined;
      return (same.at(-1).requests - same[0].requests) / ((same.at(-1).at - same[0].at) / 1000);
    });
    const loop = within.map((samples) => (samples.length ? Math.max(...samples.map((s) => s.loopP99ms)) : undefined));
    const floor = results.samples.filter((s) => s.minute === m.minute).map((s) => s.floorMB);
    const both = (values, digits = 0) => values.map((v) => round(v, digits)).join(' / ');
    return [
      m.minute + 1,
      m.phase + (m.flap ? ` (${m.flap})` : ''),
      round(m.visitors.rps, 0),
      round(m.visitors.p99, 0),
      m.visitors.failures,
      m.flood.count ? `${m.flood.ok} / ${m.flood.limited}` : '',
      both(nodeRps),
      both(last.map((s) => s.rssMB)),
      round(floor.at(-1), 0),
      both(last.map((s) => s.heapMB)),
      both(
        last.map((s) => s.externalMB),
        1,
      ),
      both(
        last.map((s) => s.arrayBuffersMB),
        1,
      ),
      both(loop),
      both(last.map((s) => s.fds)),
      both(last.map((s) => s.sockets)),
      results.samples.filter((s) => s.minute === m.minute).at(-1)?.redisClients ?? '',
    ];
  });
}

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export function soakMarkdown(results) {
  const targets = results.targets ?? soakTargets(results);
  return [
    '# The soak: a month in thirty minutes',
    '',
    `Written by \`npm run bench:soak\` (bench/soak.mjs) on ${results.when}: ${results.minutes.length} minutes, visitors ` +
      `at ${results.rate} requests a second through nginx from 200 addresses, the rolling restart in minute ` +
      `${results.restartMinute + 1}` +
      (results.restart?.seconds ? ` (${round(results.restart.seconds, 0)} s)` : '') +
      `. The bare Next page beside, under its own load after the run (${round(results.floorUnderLoad?.requestsPerSecond, 0)} ` +
      `req/s): ${round(results.floorUnderLoad?.rssMB, 0)} MB resident` +
      (Object.keys(results.env ?? {}).length
        ? `; both with ${Object.entries(results.env)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')}`
        : '') +
      '. How it runs and what each figure means: docs/performance.md#the-soak.',
    '',
    '## Targets',
    '',
    ...targets.map((t) => `- ${t.met ? '✅' : '❌'} ${t.label}: ${t.value}`),
    '',
    ...(results.logs
      ? [
          `The instances' logs: ${results.logs.instanceErrors.join(' and ')} error lines` +
            (results.logs.firstErrors.length ? `, such as \`${results.logs.firstErrors[0]}\`` : '') +
            '.',
          '',
        ]
      : []),
    '![Resident memory, heap and p99 over the run](soak.svg)',
    '',
    '## Minute by minute',
    '',
    "Visitors: what they saw through nginx. Flood: the flooding client's answers, 200 / 429. Node req/s: each " +
      "instance's own request counter (its METRICS_PORT). Memory, loop delay (the highest p99 of the minute's " +
      '10 s samples), descriptors and sockets: instance 1 / instance 2, the last sample of the minute.',
    '',
    table(
      [
        'min',
        'part',
        'visitors req/s',
        'p99 ms',
        'failed',
        'flood 200 / 429',
        'Node req/s',
        'RSS MB',
        'floor RSS MB (idle)',
        'heap MB',
        'external MB',
        'array buffers MB',
        'loop p99 ms',
        'fds',
        'sockets',
        'Redis clients',
      ],
      minuteRows(results),
    ),
    '',
    ...(results.failureSamples.length
      ? [
          '## Failed requests (the first 30)',
          '',
          table(
            ['min', 'kind', 'path', 'status', 'error'],
            results.failureSamples.map((f) => [f.minute + 1, f.kind, `\`${f.path}\``, f.status, f.error ?? '']),
          ),
          '',
        ]
      : []),
  ].join('\n');
}

/** Resident memory and heap over time, and p99 per minute, as an SVG drawn by Vega-Lite. */
export async function soakSvg(results) {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const memory = [];
  for (const i of [0, 1]) {
    for (const s of instanceSamples(results, i)) {
      memory.push({ minute: s.t, MB: s.rssMB, series: `instance ${i + 1}: resident` });
      memory.push({ minute: s.t, MB: s.heapMB, series: `instance ${i + 1}: heap used` });
    }
  }
  const begin = results.samples[0]?.at ?? 0;
  for (const s of results.samples)
    memory.push({
      minute: (s.at - begin) / MINUTE_MS(results),
      MB: s.floorMB,
      series: 'bare Next page, idle: resident',
    });
  // The reference the targets use, measured after the run: drawn across it.
  for (const minute of [0, results.minutes.length])
    memory.push({ minute, MB: results.floorUnderLoad?.rssMB, series: 'bare Next page under its load: resident' });
  const latency = results.minutes.flatMap((m) => [
    { minute: m.minute + 0.5, ms: m.visitors.p99, series: "visitors' p99 (through nginx)" },
    ...[0, 1].map((i) => ({
      minute: m.minute + 0.5,
      ms: highest(results, i, 'loopP99ms', m.minute, m.minute + 1),
      series: `instance ${i + 1}: event-loop delay p99`,
    })),
  ]);
  const restart = [{ minute: results.restartMinute }];
  const x = {
    field: 'minute',
    type: 'quantitative',
    title: 'minute of the run',
    scale: { domain: [0, results.minutes.length], nice: false },
  };
  const rule = {
    data: { values: restart },
    mark: { type: 'rule', strokeDash: [4, 3], color: '#666' },
    encoding: { x },
  };
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: { font: 'Noto Sans, sans-serif', view: { stroke: null }, legend: { labelLimit: 360 } },
    resolve: { scale: { color: 'independent' } },
    vconcat: [
      {
        title: 'Resident memory and heap (MB); the dashed line is the rolling restart',
        width: 720,
        height: 240,
        layer: [
          {
            data: { values: memory.filter((d) => d.MB !== undefined && !Number.isNaN(d.MB)) },
            mark: { type: 'line', interpolate: 'monotone' },
            encoding: {
              x,
              y: { field: 'MB', type: 'quantitative', title: 'MB' },
              color: { field: 'series', type: 'nominal', title: null },
            },
          },
          rule,
        ],
      },
      {
        title: 'p99 per minute (ms)',
        width: 720,
        height: 200,
        layer: [
          {
            data: { values: latency.filter((d) => d.ms !== undefined && !Number.isNaN(d.ms)) },
            mark: { type: 'line', point: true },
            encoding: {
              x,
              y: { field: 'ms', type: 'quantitative', title: 'ms (log scale)', scale: { type: 'log' } },
              color: { field: 'series', type: 'nominal', title: null },
            },
          },
          rule,
        ],
      },
    ],
  };
  const view = new vega.View(vega.parse(vegaLite.compile(spec).spec), { renderer: 'none' });
  return view.toSVG();
}

export async function soakReport(results, { markdownPath, svgPath }) {
  await writeFile(markdownPath, `${soakMarkdown(results)}\n`);
  await writeFile(svgPath, await soakSvg(results));
}

// `node bench/soak-report.mjs`: bench/SOAK.md and bench/soak.svg written again from bench/soak-results.json.
async function rewrite() {
  const file = (name) => fileURLToPath(new URL(name, import.meta.url));
  const results = JSON.parse(await readFile(file('soak-results.json'), 'utf8'));
  results.targets = soakTargets(results);
  await soakReport(results, { markdownPath: file('SOAK.md'), svgPath: file('soak.svg') });
  for (const t of results.targets) console.log(`${t.met ? '✅' : '❌'} ${t.label}: ${t.value}`);
}
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void rewrite();
