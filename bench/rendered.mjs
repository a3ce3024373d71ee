// What Node renders per request, whatever nginx keeps: the site search and the directory filtered without
// JavaScript, under a client that asks for a new query each request (bench/rendered-load.mjs), and made-up
// addresses (the not-found page). `BENCH_ONLY=rendered npm run bench` measures this build alone;
// with BENCH_BEFORE=<another build's .next/standalone> (made with the same DEMO_PORT; see bench/compare-builds.mjs
// for how to make one) both, in BENCH_ROUNDS rounds, the two taking turns within each round and the order swapped
// every round. A row's ratio is the median of the rounds' ratios (this build's req/s over the other's in the same
// round): the machine's speed moves from minute to minute, and a round's two halves share their minute. Beside it,
// the server's own CPU time a request (user + system, from /proc): when other work shares the machine, a build's
// req/s follows that work, and its CPU time a request much less.
import { startSite } from '../scripts/servers.mjs';
import { cpuSeconds, median, say } from './common.mjs';
import { renderedPaths, rotation } from './rendered-load.mjs';
import { BROWSER_HEADERS, DURATION, loadRotating, ROUNDS } from './throughput.mjs';

export const BEFORE = process.env.BENCH_BEFORE || undefined;
const WARM_SECONDS = 3;
const NOT_FOUND_PATHS = 40_000;

/** The rows: each a list of addresses asked in turn, one new address a request. */
async function rows() {
  const { search, directory } = await renderedPaths();
  const madeUp = Array.from({ length: NOT_FOUND_PATHS }, (_, n) =>
    n % 2 ? `/ta/no-such-page-${n.toString(36)}` : `/no-such-page-${n.toString(36)}`,
  );
  return [
    { label: 'search (/search?q=…, /ta/search?q=…)', key: 'search', paths: search },
    { label: 'filtered directory (/rasi-members?q=…, /ta/…)', key: 'directory', paths: directory },
    { label: 'not found (made-up addresses)', key: 'notFound', paths: madeUp },
  ];
}

/**
 * Each row on this build's server `site` (and on BENCH_BEFORE's, started here with `siteEnv`), as browsers ask:
 * `{ rows: [{ key, label, builds: { this: summary, before?: summary }, ratio?, p99Ratio? }], before?, rounds }`.
 */
export async function measureRendered({ site, siteEnv }) {
  const builds = [{ name: 'this', site }];
  const stops = [];
  if (BEFORE) {
    say(`rendered: starting the build to compare with, ${BEFORE}`);
    const before = await startSite({ env: siteEnv, from: BEFORE });
    stops.push(before.stop);
    builds.push({ name: 'before', site: before });
  }
  try {
    const table = await rows();
    // Each build has its own place in each list, so both are asked the same addresses in the same order.
    const rotations = new Map(
      builds.flatMap((build) => table.map((row) => [`${build.name} ${row.key}`, rotation(row.paths)])),
    );
    for (const build of builds)
      for (const row of table) {
        say(`rendered: warming ${row.key} on ${build.name}, ${WARM_SECONDS} s`);
        await loadRotating(build.site.url, rotations.get(`${build.name} ${row.key}`), WARM_SECONDS, BROWSER_HEADERS);
      }
    const runs = new Map([...rotations.keys()].map((key) => [key, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 ? builds : [...builds].reverse();
      for (const row of table)
        for (const build of order) {
          say(`rendered round ${round}/${ROUNDS}: ${row.key} on ${build.name}`);
          const key = `${build.name} ${row.key}`;
          const cpu = cpuSeconds(build.site.pid);
          const run = await loadRotating(build.site.url, rotations.get(key), DURATION, BROWSER_HEADERS);
          const cpuUs = ((cpuSeconds(build.site.pid) - cpu) * 1e6) / Math.max(1, run.requests);
          runs.get(key).push({ ...run, cpuUs });
        }
    }
    return {
      before: BEFORE,
      rounds: ROUNDS,
      rows: table.map((row) => {
        const of = (name) => runs.get(`${name} ${row.key}`);
        const summary = (list) => ({
          runs: list.map((r) => Math.round(r.requestsPerSecond)),
          requestsPerSecond: Math.round(median(list.map((r) => r.requestsPerSecond))),
          p99: Number(median(list.map((r) => r.p99)).toFixed(1)),
          cpuUs: Math.round(median(list.map((r) => r.cpuUs))),
          failures: list.reduce((sum, r) => sum + r.errors, 0),
          // A 404 is the not-found row's answer; anything else not 2xx or 3xx is a failure.
          non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
        });
        const result = { key: row.key, label: row.label, builds: { this: summary(of('this')) } };
        if (!BEFORE) return result;
        const mine = of('this');
        const theirs = of('before');
        result.builds.before = summary(theirs);
        result.ratio = Number(median(mine.map((r, i) => r.requestsPerSecond / theirs[i].requestsPerSecond)).toFixed(2));
        result.roundRatios = mine.map((r, i) => Number((r.requestsPerSecond / theirs[i].requestsPerSecond).toFixed(2)));
        result.p99Ratio = Number(median(mine.map((r, i) => r.p99 / theirs[i].p99)).toFixed(2));
        // The other's CPU a request over this one's: above 1, this build does a request's work in less.
        result.cpuRatio = Number(median(mine.map((r, i) => theirs[i].cpuUs / r.cpuUs)).toFixed(2));
        return result;
      }),
    };
  } finally {
    for (const stop of stops) await stop();
  }
}
