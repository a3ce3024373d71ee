// Where the production server's time goes under load: `node bench/profile.mjs [path…]` (default /aboutrasi) starts
// the demo backend and a private copy of the standalone server under `node --cpu-prof`, warms each path up (two
// requests, then PROFILE_WARM_SECONDS of wrk), loads them in turn for PROFILE_SECONDS each, as a browser asks
// (bench/throughput.mjs BROWSER_HEADERS; PROFILE_IDENTITY=1 without Accept-Encoding), and prints the functions with
// the most CPU samples within those windows only (start-up and warm-up left out): self and inclusive, as shares of
// every sample in the windows, idle included. The profile stays in a temporary folder, named at the end, for
// Chromium's DevTools (Performance, "Load profile"). `search` or `directory` in place of a path loads that list of
// addresses of bench/rendered-load.mjs, a new query each request.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { readEnv } from '../lib/env.mjs';
import { copyStandalone, freePort, launchServer, startDemo } from '../scripts/servers.mjs';
import { say, waitForOk } from './common.mjs';
import { renderedPaths, rotation } from './rendered-load.mjs';
import { BROWSER_HEADERS, loadFor, loadRotating } from './throughput.mjs';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const WARM_SECONDS = Number(process.env.PROFILE_WARM_SECONDS ?? 5);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const headers = process.env.PROFILE_IDENTITY ? {} : BROWSER_HEADERS;
const LISTS = ['search', 'directory'];
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/') || LISTS.includes(arg));
if (paths.length === 0) paths.push('/aboutrasi');
const lists = paths.some((path) => LISTS.includes(path)) ? await renderedPaths() : {};
const rotations = Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, rotation(list)]));

// The clock of a .cpuprofile's timestamps: the system's monotonic clock in microseconds, as process.hrtime's.
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** A function as one line of the report: its name, its file and its line. */
function where({ functionName, url, lineNumber }) {
  const file = url ? basename(url.replace(/^file:\/\//, '')) : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

/** Self and inclusive sample counts per function over the samples taken within `windows` ([fromUs, toUs]). */
export function summariseProfile(profile, windows) {
  const parent = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stacks = new Map();
  const stackOf = (id) => {
    let keys = stacks.get(id);
    if (!keys) {
      keys = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) keys.add(where(byId.get(at).callFrame));
      stacks.set(id, keys);
    }
    return keys;
  };
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    if (!windows.some(([from, to]) => time >= from && time <= to)) return;
    total += 1;
    const leaf = where(byId.get(id).callFrame);
    self.set(leaf, (self.get(leaf) ?? 0) + 1);
    for (const key of stackOf(id)) inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
  });
  const ranked = (counts) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, n]) => ({ name, percent: Number(((100 * n) / total).toFixed(1)) }));
  return { samples: total, self: ranked(self), inclusive: ranked(inclusive) };
}

async function main() {
  const env = readEnv();
  const demo = await startDemo({ port: env.demoPort, ownProcess: true });
  const copy = copyStandalone();
  const profileDir = mkdtempSync(join(tmpdir(), 'rasi-profile-'));
  const windows = [];
  try {
    const server = await launchServer({
      dir: copy.dir,
      port: await freePort(),
      args: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'server.js'],
      env: { API_BASE_URL: demo.apiBaseUrl, API_TOKEN: demo.token, REVALIDATE_SECONDS: '10' },
    });
    try {
      for (const path of paths) {
        const rotating = rotations[path];
        const load = (seconds) =>
          rotating
            ? loadRotating(server.url, rotating, seconds, headers)
            : loadFor(`${server.url}${path}`, seconds, headers);
        for (let i = 0; i < 2; i += 1) await waitForOk(`${server.url}${rotating ? rotating.paths[0] : path}`);
        say(`${path}: warm-up, ${WARM_SECONDS} s`);
        await load(WARM_SECONDS);
        say(`${path}: profiled, ${SECONDS} s`);
        const from = nowUs();
        const run = await load(SECONDS);
        windows.push([from, nowUs()]);
        say(`${path}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99} ms while profiled`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await demo.close();
    copy.remove();
  }
  const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${profileDir}`);
  writeFileSync(join(profileDir, 'windows.json'), JSON.stringify(windows));
  const summary = summariseProfile(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), windows);
  const asked = process.env.PROFILE_IDENTITY ? 'no Accept-Encoding' : `Accept-Encoding: ${headers['Accept-Encoding']}`;
  console.log(`\n${paths.join(', ')} (${asked}); ${summary.samples} samples in ${windows.length} window(s)\n`);
  for (const kind of ['self', 'inclusive']) {
    console.log(`${kind} %`);
    for (const row of summary[kind]) console.log(`${String(row.percent).padStart(6)}  ${row.name}`);
    console.log('');
  }
  console.log(`profile: ${join(profileDir, file)}`);
}

await main();
