// bench/RESULTS.md from the results of a run: a table per measurement, most figures also as ratios to the floor,
// then every target, met or missed.
import { kb, times } from './common.mjs';
import { LIMITS, scriptFreeOf, scriptsWork, workerFreeOf } from './targets.mjs';
import { BROWSER, BROWSER_HEADERS } from './throughput.mjs';

const signedKb = (bytes) => `${bytes >= 0 ? '+' : ''}${kb(bytes)}`;
const SUBPARTS = ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'];
const subparts = (p) => SUBPARTS.map((id) => p.lcpSubparts?.[id] ?? '–').join(' / ');

function throughputTable(results) {
  const { settings } = results;
  const row = (t) =>
    `| ${t.label} | ${t.requestsPerSecond} | ${t.runs.join(', ')} | ${t.p50} | ${t.p99} | ${t.errors} | ${t.non2xx} | ${t.floorRatio ?? t.ratio ?? ''} | ${t.p99FloorRatio ?? ''} |`;
  const head = (ratio) => [
    `| target | req/s | runs | p50 ms | p99 ms | errors | non-2xx | ${ratio} | p99 × floor |`,
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  return [
    `## Throughput as browsers ask (${results.client}, ${settings.duration} s, ${settings.connections} connections, loopback; median of ${settings.rounds} rounds)`,
    '',
    `Every request with \`Accept-Encoding: ${BROWSER_HEADERS['Accept-Encoding']}\`, as a current browser sends it: the site`,
    "answers with brotli (lib/serving/respond.mjs), the floor with Next's own compression (gzip, made again for every",
    'response). Pages on the production server with the demo backend and',
    `REVALIDATE_SECONDS=${settings.revalidateSeconds}; the floor on its own standalone server, measured in the same rounds.`,
    `The targets: every page ≥ ${LIMITS.floorThroughputRatio}× the floor's req/s and p99 ≤ ${LIMITS.floorP99Ratio}× the floor's;`,
    `every /api list ≥ ${LIMITS.floorListThroughputRatio}× the req/s of the floor's route handler (floor: /api/list, a force-dynamic`,
    `handler answering a 4 KB JSON list) and p99 ≤ ${LIMITS.floorListP99Ratio}× its. A list's ratios are to that handler.`,
    'The floor has rendered its 404 page once before it is measured, as any server in service has: on Node 20, from a',
    "Next server's first render on, every promise it makes passes through AsyncLocalStorage's hooks (Node 24 has none).",
    'A floor that has rendered nothing since it started is shown below it, with its ratios; the targets use the first.',
    '',
    ...head('req/s × floor (nginx: × its file)'),
    ...results.throughput.filter((t) => t.asked === BROWSER).map(row),
    '',
    `## Throughput without Accept-Encoding (identity; same run)`,
    '',
    'The same pages and the floor asked without Accept-Encoding, as a client that takes no compression asks: every',
    'byte of the HTML is sent as is. And nginx with one worker, plain HTTP on loopback, in both tables: each page',
    "through deploy/nginx/rasi.conf (its cache warm), and that page's own bytes as the same client gets them, sent by",
    `nginx from a file; a cache row's ratio is to its file (the target: ≥ ${LIMITS.nginxCacheOverFileRatio}× as browsers ask).`,
    '',
    ...head('req/s × floor (nginx: × its file)'),
    ...results.throughput.filter((t) => t.asked !== BROWSER).map(row),
    '',
  ];
}

function nginxBytesTable({ nginxBytes }) {
  const sent = ({ bytes, encoding, cache }) => `${bytes} ${encoding}${cache ? ` (${cache})` : ''}`;
  return [
    '## Bytes through nginx as browsers ask (deploy/nginx/rasi.conf)',
    '',
    'The body of each page as a browser downloads it (Accept-Encoding as above), from Node alone and through a new nginx:',
    "its first request (cold) and its second (warm). Node's own copy at its best compression.",
    `The target: within ${Math.round((LIMITS.nginxBytesRatio - 1) * 100)} % of Node alone's, cold and warm.`,
    '',
    '| path | Node alone bytes | nginx cold bytes | × Node | nginx warm bytes | × Node |',
    '|---|---:|---:|---:|---:|---:|',
    ...nginxBytes.map(
      ({ path, node, cold, warm }) =>
        `| ${path} | ${sent(node)} | ${sent(cold)} | ${times(cold.bytes, node.bytes)} | ${sent(warm)} | ${times(warm.bytes, node.bytes)} |`,
    ),
    '',
  ];
}

function weightTable({ weight, floorWeight }) {
  const lines = [
    '## Weight (first load)',
    '',
    `JS: every <script src> of the HTML and every chunk its loader adds, gzipped. Δ floor: the JS above the floor page's; the budget is floor +`,
    `${kb(LIMITS.jsOverFloorMediaBytes)} KB on ${LIMITS.mediaRoutes.join(', ')}, floor + ${kb(LIMITS.jsOverFloorBytes)} KB on every other route.`,
    '',
    'HTML sent: the HTML as a browser downloads it (brotli from the site, gzip from the floor), headers included;',
    'a new connection sends 14,600 bytes (14.3 KB here) before it waits for its first round trip.',
    '',
    '| route | JS gzip KB | Δ floor KB | scripts | HTML KB | HTML × floor | HTML sent KB | first-screen images KB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  if (floorWeight)
    lines.push(
      `| floor: / | ${kb(floorWeight.jsGzip)} | | ${floorWeight.scripts} | ${kb(floorWeight.htmlBytes)} | | ${kb(floorWeight.htmlSent)} | ${kb(floorWeight.imageBytes)} |`,
    );
  for (const w of weight) {
    const extra = LIMITS.mediaRoutes.includes(w.path) ? LIMITS.jsOverFloorMediaBytes : LIMITS.jsOverFloorBytes;
    const delta = floorWeight ? w.jsGzip - floorWeight.jsGzip : NaN;
    lines.push(
      `| ${w.path} | ${kb(w.jsGzip)} | ${floorWeight ? `${signedKb(delta)}${delta > extra ? ' ⚠' : ''}` : ''} | ${w.scripts} | ${kb(w.htmlBytes)} | ${times(w.htmlBytes, floorWeight?.htmlBytes)} | ${kb(w.htmlSent)} | ${kb(w.imageBytes)} |`,
    );
  }
  lines.push('');
  return lines;
}

function lighthouseTables({ lighthouse, settings }) {
  const lines = [];
  for (const mode of lighthouse) {
    const floor = mode.pages[0];
    lines.push(
      `## Lighthouse, ${mode.label} (mobile; medians of ${settings.lighthouseRuns} runs, interleaved)`,
      '',
      '| page | perf | perf runs | FCP ms | LCP ms | TBT ms | main-thread ms | CLS | a11y | best practices | SEO | benchmarkIndex | LCP element | LCP: TTFB / load delay / load / render delay ms |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
      ...mode.pages.map((p) =>
        p.error
          ? `| ${p.label} | failed: ${p.error} |||||||||||||`
          : `| ${p.label} | ${p.performance} | ${p.performanceRuns.join(', ')} | ${p.fcpMs} | ${p.lcpMs} | ${p.tbtMs} | ${p.mainThreadMs} | ${p.cls} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.benchmarkIndex} | ${p.lcpElement.replaceAll('|', '\\|')} | ${subparts(p)} |`,
      ),
      '',
      ...(mode.mode === 'simulate'
        ? [
            'In this mode Lighthouse takes the LCP subparts from the unthrottled page load, so they do not add up to the',
            'simulated LCP.',
            '',
          ]
        : []),
    );
    if (floor.error) continue;
    const withWorker = mode.pages
      .filter((p) => !p.reference && !p.error)
      .map((p) => [p, workerFreeOf(mode, p.label)])
      .filter(([, free]) => free);
    if (withWorker.length)
      lines.push(
        "The service worker's cost to a first visit: each page against itself with `/sw.js` blocked (no worker), same",
        'build, same run:',
        '',
        '| page | perf | perf without worker | TBT ms | TBT without worker ms | LCP × |',
        '|---|---:|---:|---:|---:|---:|',
        ...withWorker.map(
          ([p, free]) =>
            `| ${p.label} | ${p.performance} | ${free.performance} | ${p.tbtMs} | ${free.tbtMs} | ${times(p.lcpMs, free.lcpMs)} |`,
        ),
        '',
      );
    const floorTbt = Math.max(floor.tbtMs, LIMITS.tbtFloorMinMs);
    const judged = mode.pages.slice(1).filter((p) => !p.error && !p.reference);
    lines.push(
      `As ratios to the floor (TBT against max(floor, ${LIMITS.tbtFloorMinMs} ms) = ${floorTbt} ms):`,
      '',
      '| page | perf − floor | FCP × | LCP × | TBT × | main-thread × |',
      '|---|---:|---:|---:|---:|---:|',
      ...judged.map(
        (p) =>
          `| ${p.label} | ${(p.performance - floor.performance).toFixed(2)} | ${times(p.fcpMs, floor.fcpMs)} | ${times(p.lcpMs, floor.lcpMs)} | ${times(p.tbtMs, floorTbt)} | ${times(p.mainThreadMs, floor.mainThreadMs)} |`,
      ),
      '',
    );
    const selfOf = (label) => scriptFreeOf(mode, label);
    const floorSelf = selfOf(floor.label);
    if (!floorSelf) continue;
    const floorWork = Math.max(scriptsWork(floor, floorSelf), LIMITS.scriptsMainThreadFloorMinMs);
    lines.push(
      `Each page against its own script-free self (its scripts blocked): LCP ×, and the main-thread work its scripts`,
      `add (the page's minus the script-free page's, each round's two runs made one after the other, the median of`,
      `the rounds' differences) against the floor's scripts' (${scriptsWork(floor, floorSelf)} ms, counted as ≥ ${LIMITS.scriptsMainThreadFloorMinMs} ms):`,
      '',
      '| page | LCP ms | LCP without scripts ms | LCP × | scripts’ main-thread ms | × floor’s scripts |',
      '|---|---:|---:|---:|---:|---:|',
      ...[floor, ...judged]
        .map((p) => [p, selfOf(p.label)])
        .filter(([, self]) => self)
        .map(
          ([p, self]) =>
            `| ${p.label} | ${p.lcpMs} | ${self.lcpMs} | ${times(p.lcpMs, self.lcpMs)} | ${scriptsWork(p, self)} | ${times(scriptsWork(p, self), floorWork)} |`,
        ),
      '',
    );
  }
  return lines;
}

function tapTable({ tap }) {
  return [
    '## Dialog tap (phone profile)',
    '',
    'Chromium through Playwright, 412×823 touch screen, CPU 4× slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s',
    'up; a new context per run. From the pointerdown of a tap on the first card of /gallery to the frame after a',
    'visible dialog[open].',
    '',
    tap.error
      ? `Failed: ${tap.error}`
      : `Median ${tap.paintedMs} ms (dialog open after ${tap.openMs} ms); runs ${tap.runs.join(', ')} ms.`,
    '',
  ];
}

function repeatTable({ repeat, settings }) {
  const cells = (m) => `${m.ttfbMs} | ${m.domContentLoadedMs} | ${m.lcpMs} | ${m.loadMs} | ${kb(m.transferBytes)}`;
  return [
    `## Repeat visit on a phone, with and without the service worker (median of ${settings.repeatRuns})`,
    '',
    'The phone of the dialog tap (CPU 4× slower, slow 4G); the page opened once in a new context, then again. Times',
    'of the second load from its navigation start (bench/repeat-visit.mjs).',
    '',
    '| page | worker | first byte ms | DOMContentLoaded ms | LCP ms | load ms | page KB over the network |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...repeat.flatMap((row) => [
      `| ${row.path} | on${row.with.controlled ? '' : ' (not in control)'} | ${cells(row.with)} |`,
      `| ${row.path} | blocked | ${cells(row.without)} |`,
    ]),
    '',
  ];
}

function publishTable({ publish }) {
  return [
    `## Publish to visible (${publish.rounds} publishes through the webhook; two instances, Redis, nginx with its cache on)`,
    '',
    '| where | median ms | slowest ms |',
    '|---|---:|---:|',
    ...publish.rows.map((row) => `| ${row.label} | ${row.medianMs} | ${row.slowestMs} |`),
    '',
    `Every target showed each publish after ${publish.allVisibleMs.join(', ')} ms.`,
    '',
  ];
}

function instancesTable({ instances, settings, machine }) {
  const { rows, ratio, restart, path } = instances;
  return [
    `## Several instances (${settings.duration} s, ${settings.connections} connections; median of ${settings.rounds} rounds)`,
    '',
    `\`${path}\` through deploy/nginx/rasi.conf with nginx's page cache off, so every request reaches Node; the instances`,
    'share one page cache in redis-server on loopback. Then the same load through the two while',
    'deploy/rolling-restart.sh restarts them one at a time.',
    '',
    '| target | req/s | runs | p50 ms | p99 ms | errors | non-2xx |',
    '|---|---:|---|---:|---:|---:|---:|',
    ...rows.map(
      (t) =>
        `| ${t.label} | ${t.requestsPerSecond} | ${t.runs.join(', ')} | ${t.p50} | ${t.p99} | ${t.errors} | ${t.non2xx} |`,
    ),
    `| 2 instances during a rolling restart (${restart.restartSeconds} s of restarts) | ${Math.round(restart.requestsPerSecond)} | | ${restart.p50} | ${restart.p99} | ${restart.errors} | ${restart.non2xx} |`,
    '',
    `2 instances ÷ 1: **${ratio}×** on ${machine}. Each Node process renders on one core; with 2 cores shared by`,
    'the load generator, nginx and Redis, a second instance can add at most one core, and the load generator takes',
    'part of it. On a host with a core per instance the ratio approaches the number of instances.',
    '',
  ];
}

function searchTable({ search }) {
  return [
    '## Site search (in process, demo data)',
    '',
    `The index over the site's content and the demo backend's data (${search.documents} documents), built as a server`,
    `builds it when the store hands out new lists; ${search.queries} representative queries (bench/search.mjs), each run`,
    `${search.rounds} times after a warm-up.`,
    '',
    '| build ms (median of 5) | heap growth KB | serialised JSON KB | query p50 ms | query p95 ms | slowest run ms | slowest query (its p95) |',
    '|---:|---:|---:|---:|---:|---:|---|',
    `| ${search.buildMs} | ${kb(search.heapBytes)} | ${kb(search.jsonBytes)} | ${search.p50Ms} | ${search.p95Ms} | ${search.maxMs} | ${search.slowestQuery.query.replaceAll('|', '\\|')} (${search.slowestQuery.p95Ms} ms) |`,
    '',
  ];
}

function renderedTable({ rendered }) {
  const before = rendered.before;
  const lines = [
    '## Rendered per request: a new search or filter each request',
    '',
    `Node alone, as browsers ask, each request a query not asked before (bench/rendered.mjs); medians of ${rendered.rounds} rounds` +
      (before ? `, this build and ${before} taking turns within each round.` : '.'),
    '',
  ];
  if (before) {
    lines.push(
      '| rows | req/s this / before | ratio (median of the rounds’) | rounds’ ratios | p99 ms this / before | CPU µs a request this / before | before’s CPU over this one’s | failures this / before |',
      '|---|---:|---:|---|---:|---:|---:|---:|',
      ...rendered.rows.map(
        (r) =>
          `| ${r.label} | ${r.builds.this.requestsPerSecond} / ${r.builds.before.requestsPerSecond} | ${r.ratio}× | ${r.roundRatios.join(', ')} ` +
          `| ${r.builds.this.p99} / ${r.builds.before.p99} | ${r.builds.this.cpuUs} / ${r.builds.before.cpuUs} | ${r.cpuRatio}× ` +
          `| ${r.builds.this.failures} / ${r.builds.before.failures} |`,
      ),
    );
  } else {
    lines.push(
      '| rows | req/s | rounds | p99 ms | CPU µs a request | failures |',
      '|---|---:|---|---:|---:|---:|',
      ...rendered.rows.map(
        (r) =>
          `| ${r.label} | ${r.builds.this.requestsPerSecond} | ${r.builds.this.runs.join(', ')} | ${r.builds.this.p99} ` +
          `| ${r.builds.this.cpuUs} | ${r.builds.this.failures} |`,
      ),
    );
  }
  lines.push('');
  return lines;
}

function residentLines({ residentKiB: { before, after } }) {
  const mb = (kib) => `${(kib / 1024).toFixed(0)} MB`;
  return [
    `Resident memory before and after the throughput rounds: the site's instance ${mb(before.site)} → ${mb(after.site)},`,
    `the floor ${mb(before.floor)} → ${mb(after.floor)}.`,
    '',
  ];
}

export function markdown(results) {
  const { settings, versions } = results;
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${results.measuredAt} on ${results.machine}; next ${versions.next}, react ${versions.react}, react-dom ${versions['react-dom']}` +
      ` (the site and the floor). Settings: BENCH_DURATION=${settings.duration}, BENCH_ROUNDS=${settings.rounds},` +
      ` LIGHTHOUSE_RUNS=${settings.lighthouseRuns}, TAP_RUNS=${settings.tapRuns}, SEARCH_ROUNDS=${settings.searchRounds};` +
      ` measured: ${settings.only.join(', ')}.`,
    '',
  ];
  if (results.throughput.length) lines.push(...throughputTable(results));
  if (results.residentKiB) lines.push(...residentLines(results));
  if (results.nginxBytes?.length) lines.push(...nginxBytesTable(results));
  if (results.weight.length) lines.push(...weightTable(results));
  if (results.lighthouse.length) lines.push(...lighthouseTables(results));
  if (results.tap) lines.push(...tapTable(results));
  if (results.repeat) lines.push(...repeatTable(results));
  if (results.instances) lines.push(...instancesTable(results));
  if (results.publish) lines.push(...publishTable(results));
  if (results.search) lines.push(...searchTable(results));
  if (results.rendered) lines.push(...renderedTable(results));
  lines.push('## Targets', '', ...results.targets.map((t) => `- ${t.met ? '✅' : '❌'} ${t.name}: ${t.detail}`), '');
  return lines.join('\n');
}
