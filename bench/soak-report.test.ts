/** @jest-environment node */
import { memorySlope, slope, soakMarkdown, soakTargets } from './soak-report.mjs';

// The soak's verdicts (bench/soak.mjs), on made-up runs: what an operator reads at the end of `npm run bench:soak`
// must say ❌ where the run fell short, and ✅ only where it did not.

const MINUTE = 60_000;
const START = Date.UTC(2026, 11, 3, 12, 0, 0);

type Sample = { at: number; rssMB: number; started: number; loopP99ms?: number; fds?: number; sockets?: number };

/** A run of `minutes` minutes, samples every 10 s, memory given by `rss(t in minutes, instance)`. */
function run({
  minutes = 30,
  rss = () => 200,
  restartAt,
  failures = 0,
  visitorsLimited = 0,
  floodCount = 1000,
  floodLimited = 800,
  p99 = { firstFive: 100, lastFive: 110, calm: 100, flood: 110 },
  loop = 20,
  floorMB = 150,
}: {
  minutes?: number;
  rss?: (t: number, i: number) => number;
  restartAt?: number;
  failures?: number;
  visitorsLimited?: number;
  floodCount?: number;
  floodLimited?: number;
  p99?: { firstFive: number; lastFive: number; calm: number; flood: number };
  loop?: number;
  floorMB?: number;
}) {
  const samples = [];
  for (let s = 0; s <= minutes * 6; s += 1) {
    const t = s / 6;
    const at = START + t * MINUTE;
    const started = restartAt !== undefined && t >= restartAt ? (START + restartAt * MINUTE) / 1000 : START / 1000;
    const instance = (i: number): Sample => ({ at, started, rssMB: rss(t, i), loopP99ms: loop, fds: 30, sockets: 5 });
    samples.push({ at, minute: Math.floor(t), instances: [instance(0), instance(1)], redisClients: 4, floorMB });
  }
  const minuteRows = Array.from({ length: minutes }, (_, m) => ({
    minute: m,
    phase: m === 0 ? 'warm-up' : ['calm', 'flood', 'flap', 'calm', 'flood'][m % 5],
    visitors: {
      count: 9000,
      rps: 150,
      p99: 100,
      failures: m === 3 ? failures : 0,
      limited: m === 4 ? visitorsLimited : 0,
      hungUp: 10,
      kinds: {},
    },
    flood:
      m % 5 === 1
        ? { count: floodCount, ok: 0, limited: floodLimited, failures: 0, rps: 0, seconds: 59.5 }
        : { count: 0, ok: 0, limited: 0, failures: 0, rps: 0 },
    floor: { rps: 100, p99: 5, failures: 0 },
  }));
  const window = (value: number) => ({ minutes: [], p99: value });
  return {
    when: new Date(START).toISOString(),
    minuteMs: MINUTE,
    rate: 150,
    floorUnderLoad: { rssMB: floorMB, requestsPerSecond: 900 },
    restartMinute: restartAt ?? 8,
    restart: { seconds: 40 },
    limit: { rate: 5, burst: 20, retryAfter: 4 },
    failureSamples: [],
    minutes: minuteRows,
    samples,
    latency: {
      firstFive: window(p99.firstFive),
      lastFive: window(p99.lastFive),
      calm: window(p99.calm),
      flood: window(p99.flood),
    },
  };
}

const verdict = (results: ReturnType<typeof run>, label: RegExp) => {
  const found = soakTargets(results).filter((t: { label: string }) => label.test(t.label));
  expect(found.length).toBeGreaterThan(0);
  return found.every((t: { met: boolean }) => t.met);
};

test('a least-squares slope is the line through the points', () => {
  expect(
    slope([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 5 },
    ]),
  ).toBeCloseTo(2);
  expect(slope([{ x: 0, y: 1 }])).toBeUndefined();
});

test('a steady run meets every target', () => {
  const targets = soakTargets(run({}));
  expect(targets.filter((t: { met: boolean }) => !t.met)).toEqual([]);
  expect(soakMarkdown({ ...run({}), targets })).toContain('✅ no failed request through nginx');
});

test('memory growing 10 MB an hour over the last 20 minutes fails, 2 MB an hour passes', () => {
  expect(verdict(run({ rss: (t) => 200 + (10 * t) / 60 }), /slope/)).toBe(false);
  expect(memorySlope(run({ rss: (t) => 200 + (10 * t) / 60 }), 0)!.mbPerHour).toBeCloseTo(10);
  expect(verdict(run({ rss: (t) => 200 + (2 * t) / 60 }), /slope/)).toBe(true);
});

test("the slope is the last process's, after its first minutes: a restart's drop and climb back are no leak", () => {
  // Before the restart at minute 8 memory is higher; after it, it climbs for two minutes and then stays flat.
  const rss = (t: number) => (t < 8 ? 400 : t < 10 ? 150 + (t - 8) * 25 : 200);
  const fit = memorySlope(run({ rss, restartAt: 8 }), 0)!;
  expect(fit.mbPerHour).toBeCloseTo(0);
  expect(fit.minutes).toBeGreaterThanOrEqual(19);
});

test('resident memory above 1.5× the bare page fails', () => {
  expect(verdict(run({ rss: () => 240, floorMB: 150 }), /at the end/)).toBe(false);
  expect(verdict(run({ rss: () => 220, floorMB: 150 }), /at the end/)).toBe(true);
});

test('one failed request, a visitor refused with 429, or a flooding client answered past the limit fails its target', () => {
  expect(verdict(run({ failures: 1 }), /no failed request/)).toBe(false);
  expect(verdict(run({ visitorsLimited: 1 }), /only the flooding client/)).toBe(false);
  // Held to the limit (5 a second and a burst of 20, over each 59.5-s flood minute: at most 318 answers a minute).
  expect(verdict(run({ floodLimited: 0, floodCount: 300 }), /only the flooding client/)).toBe(true);
  expect(verdict(run({ floodLimited: 0, floodCount: 1000 }), /only the flooding client/)).toBe(false);
  expect(verdict(run({ floodLimited: 700, floodCount: 1000 }), /only the flooding client/)).toBe(true);
});

test('p99 growing past 1.2×, under the flood or over the run, fails; so does an event-loop delay over 50 ms', () => {
  expect(verdict(run({ p99: { firstFive: 100, lastFive: 130, calm: 100, flood: 100 } }), /last 5 minutes/)).toBe(false);
  expect(verdict(run({ p99: { firstFive: 100, lastFive: 100, calm: 100, flood: 125 } }), /floods/)).toBe(false);
  expect(verdict(run({ loop: 60 }), /event-loop/)).toBe(false);
});
