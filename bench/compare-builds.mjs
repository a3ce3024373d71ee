// Two builds of the site side by side, for "no slower than before" targets: this checkout's .next/standalone
// against another build's standalone folder, for example a worktree of an older commit:
//
//   git worktree add /tmp/before <commit> && cp -al node_modules /tmp/before/ && (cd /tmp/before && npm run build)
//   node bench/compare-builds.mjs /tmp/before/.next/standalone
//
// Both builds must have been made with the same DEMO_PORT (the image host is fixed at build time). Each runs as
// `node server.js` in a private copy, on the same demo backend, with nothing else set (metrics and tracing off).
// Every path is measured as browsers ask (bench/throughput.mjs) in BENCH_ROUNDS rounds (default 9), the two builds
// taking turns within each round, and the order of the two swapped every round so that neither always runs
// first. A round's ratio is this build's req/s over the other's in that round; the report gives the median of
// those ratios (a paired figure: a noisy minute touches both halves of a round alike) beside the medians, and the
// server's own CPU time a request (user + system, from /proc). On this shared machine both swing alike from round
// to round (0.54–1.91× between the same two builds): it is the machine's speed that moves, so a run of 9 rounds
// resolves a few per cent, and a smaller difference needs the cost measured alone.
// BENCH_COMPARE_PATHS=/,/aboutrasi (default) chooses the pages.
import { readEnv } from '../lib/env.mjs';
import { startDemo, startSite } from '../scripts/servers.mjs';
import { cpuSeconds, median, say, waitForOk } from './common.mjs';
import { BROWSER_HEADERS, DURATION, loadFor } from './throughput.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const PATHS = (process.env.BENCH_COMPARE_PATHS ?? '/,/aboutrasi').split(',').filter(Boolean);
const REVALIDATE_SECONDS = String(process.env.BENCH_REVALIDATE_SECONDS ?? 10);

const other = process.argv[2];
if (!other) {
  console.error('usage: node bench/compare-builds.mjs <another build’s .next/standalone folder>');
  process.exit(2);
}

const env = readEnv();
const demo = await startDemo({ port: env.demoPort, control: true, ownProcess: true });
const siteEnv = { API_BASE_URL: demo.apiBaseUrl, API_TOKEN: demo.token, REVALIDATE_SECONDS };
const builds = [
  { label: 'this build', site: await startSite({ env: siteEnv }) },
  { label: other, site: await startSite({ env: siteEnv, from: other }) },
];
try {
  // Each page regenerates once from the backend (the copies are dated back), then 3 s of load not counted: its best
  // compression made, the server's code warm.
  for (const { site } of builds)
    for (const path of PATHS) {
      for (let i = 0; i < 2; i += 1) await waitForOk(`${site.url}${path}`);
      await loadFor(`${site.url}${path}`, 3, BROWSER_HEADERS);
    }

  const runs = new Map(PATHS.flatMap((path) => builds.map((build) => [`${path} ${build.label}`, []])));
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 ? builds : [...builds].reverse();
    for (const path of PATHS)
      for (const build of order) {
        say(`round ${round}/${ROUNDS}: ${path} on ${build.label}`);
        const before = cpuSeconds(build.site.pid);
        const run = await loadFor(`${build.site.url}${path}`, DURATION, BROWSER_HEADERS);
        const cpuUs = ((cpuSeconds(build.site.pid) - before) * 1e6) / (run.requestsPerSecond * DURATION);
        runs.get(`${path} ${build.label}`).push({ ...run, cpuUs });
      }
  }

  console.log(`\n${ROUNDS} rounds of ${DURATION} s each, as browsers ask; this build against ${other}\n`);
  console.log(
    '| path | this build req/s | other req/s | median of the rounds’ ratios | p99 this / other (ms) ' +
      '| CPU µs a request, this / other | other’s CPU over this one’s (median of rounds) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const path of PATHS) {
    const [mine, theirs] = builds.map((build) => runs.get(`${path} ${build.label}`));
    const of = (list, field) => median(list.map((r) => r[field]));
    const paired = (ratios) => `${median(ratios).toFixed(3)}× (rounds ${ratios.map((x) => x.toFixed(2)).join(', ')})`;
    // Each round's req/s of this build over the other's, and the other's CPU a request over this one's: above 1,
    // this build is the faster.
    const ratios = mine.map((r, i) => r.requestsPerSecond / theirs[i].requestsPerSecond);
    const cpuRatios = mine.map((r, i) => theirs[i].cpuUs / r.cpuUs);
    console.log(
      `| ${path} | ${Math.round(of(mine, 'requestsPerSecond'))} | ${Math.round(of(theirs, 'requestsPerSecond'))} ` +
        `| ${paired(ratios)} | ${of(mine, 'p99').toFixed(1)} / ${of(theirs, 'p99').toFixed(1)} ` +
        `| ${of(mine, 'cpuUs').toFixed(1)} / ${of(theirs, 'cpuUs').toFixed(1)} | ${paired(cpuRatios)} |`,
    );
  }
} finally {
  for (const { site } of builds) await site.stop();
  await demo.close();
}
