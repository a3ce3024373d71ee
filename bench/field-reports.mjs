// What visitors' field reports cost the server (issue 54, docs/monitoring.md#visitors-phones): each page's req/s as a
// browser asks (wrk, as in the throughput part) alone, and while reports are posted to /api/vitals at
// BENCH_BEACONS_PER_SECOND (2,000) for as long, from this process with autocannon, on one server with METRICS_PORT set
// (so every report is checked and counted: the dearer case). The two take turns within each of BENCH_ROUNDS rounds;
// medians. The target: with the reports, at least 0.95× the pages' req/s without them. The load generator shares
// the machine's cores with the server, as wrk does, so the ratio holds its cost too.
import autocannon from 'autocannon';
import { freePort, startSite } from '../scripts/servers.mjs';
import { median, say, times, waitForOk } from './common.mjs';
import { BROWSER_HEADERS, DURATION, loadFor, ROUNDS } from './throughput.mjs';

export const FIELD_REPORT_PATHS = ['/', '/aboutrasi'];
export const BEACONS_PER_SECOND = Number(process.env.BENCH_BEACONS_PER_SECOND ?? 2000);
// A report as a phone sends it after a first page: the view and the five vitals.
const REPORT = JSON.stringify({
  locale: 'en',
  connection: '4g',
  views: ['/aboutrasi'],
  load: { route: '/aboutrasi', TTFB: 420, FCP: 1310, LCP: 2240, CLS: 0.0312, INP: 168 },
});

/** Reports posted to `url` at BEACONS_PER_SECOND for `seconds`: what was sent, and how it was answered. */
async function postReports(url, seconds) {
  const result = await autocannon({
    url,
    method: 'POST',
    body: REPORT,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
    connections: 16,
    overallRate: BEACONS_PER_SECOND,
    duration: seconds,
  });
  return { perSecond: result.requests.average, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

export async function measureFieldReports({ demo, revalidateSeconds }) {
  const metricsPort = await freePort();
  const site = await startSite({
    env: {
      API_BASE_URL: demo.apiBaseUrl,
      API_TOKEN: demo.token,
      REVALIDATE_SECONDS: String(revalidateSeconds),
      METRICS_PORT: String(metricsPort),
    },
  });
  try {
    for (const path of FIELD_REPORT_PATHS) await waitForOk(`${site.url}${path}`);
    const runs = new Map(FIELD_REPORT_PATHS.map((path) => [path, { alone: [], with: [], reports: [] }]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const path of FIELD_REPORT_PATHS) {
        const url = `${site.url}${path}`;
        const row = runs.get(path);
        const alone = async () => {
          say(`field reports round ${round}/${ROUNDS}: ${path} alone`);
          row.alone.push(await loadFor(url, DURATION, BROWSER_HEADERS));
        };
        const beside = async () => {
          say(`field reports round ${round}/${ROUNDS}: ${path} with ${BEACONS_PER_SECOND} reports a second`);
          const [page, reports] = await Promise.all([
            loadFor(url, DURATION, BROWSER_HEADERS),
            postReports(`${site.url}/api/vitals`, DURATION),
          ]);
          row.with.push(page);
          row.reports.push(reports);
        };
        // Each first in every other round: a machine that slows over a run touches both alike.
        for (const run of round % 2 ? [alone, beside] : [beside, alone]) await run();
      }
    }
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const counted = Number(/^rasi_page_views_total\{route="\/aboutrasi",locale="en"\} (\d+)/m.exec(scraped)?.[1] ?? 0);
    say(`reports counted on the metrics port: ${counted}`);
    return FIELD_REPORT_PATHS.map((path) => {
      const row = runs.get(path);
      const alone = Math.round(median(row.alone.map((r) => r.requestsPerSecond)));
      const withReports = Math.round(median(row.with.map((r) => r.requestsPerSecond)));
      return {
        path,
        alone,
        withReports,
        aloneRuns: row.alone.map((r) => Math.round(r.requestsPerSecond)),
        withRuns: row.with.map((r) => Math.round(r.requestsPerSecond)),
        p99Alone: median(row.alone.map((r) => r.p99)),
        p99With: median(row.with.map((r) => r.p99)),
        reportsPerSecond: Math.round(median(row.reports.map((r) => r.perSecond))),
        reportFailures: row.reports.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
        pageFailures: [...row.alone, ...row.with].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
        counted,
        ratio: withReports / alone,
        shown: times(withReports, alone),
      };
    });
  } finally {
    await site.stop();
  }
}
