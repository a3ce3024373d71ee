/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  componentSelfTimes,
  isProfilingBuild,
  reactEntries,
  schedulerSummary,
  summariseRuns,
} from './react-profile.mjs';

/** A trace event as React's profiling build writes one with console.timeStamp (times in microseconds). */
const stamp = (track: string, message: string, startMs: number, endMs: number) => ({
  name: 'TimeStamp',
  args: { data: { track, message, start: startMs * 1000, end: endMs * 1000 } },
});
const component = (name: string, start: number, end: number) => stamp('Components ⚛', name, start, end);

describe('the React profile of a page', () => {
  it("reads React's entries from a trace, in milliseconds, and leaves out other events and empty spans", () => {
    const entries = reactEntries([
      component('Root', 10, 50),
      { name: 'RunTask', args: {} },
      stamp('Blocking', 'Blocking Track', 5, 5),
    ]);
    expect(entries).toEqual([{ track: 'Components ⚛', name: 'Root', start: 10, end: 50 }]);
  });

  it("gives each component its span less its children's, so nested time is counted once", () => {
    const times = componentSelfTimes(
      reactEntries([
        component('Root', 0, 100),
        component('Header', 10, 30),
        component('Link', 12, 16),
        component('Link', 20, 26),
        component('Carousel', 40, 90),
        component('Blocked', 90, 100),
      ]),
    );
    expect(times.get('Root')).toEqual({ ms: 100 - 20 - 50, renders: 1 });
    expect(times.get('Header')).toEqual({ ms: 20 - 4 - 6, renders: 1 });
    expect(times.get('Link')).toEqual({ ms: 10, renders: 2 });
    expect(times.get('Carousel')).toEqual({ ms: 50, renders: 1 });
    expect(times.has('Blocked')).toBe(false);
    const total = [...times.values()].reduce((sum, { ms }) => sum + ms, 0);
    expect(total).toBe(100);
  });

  it('takes the median of each component over the runs, a component missing from a run counting as 0', () => {
    const run = (carousel: number, links?: number) =>
      new Map([
        ['Carousel', { ms: carousel, renders: 2 }],
        ...(links === undefined ? [] : ([['Link', { ms: links, renders: 3 }]] as const)),
      ]);
    const rows = summariseRuns([run(30, 9), run(10), run(20, 12)]);
    expect(rows).toEqual([
      { name: 'Carousel', ms: 20, renders: 2 },
      { name: 'Link', ms: 9, renders: 3 },
    ]);
  });

  it("sums what the scheduler rendered after the hydration's commit", () => {
    const summary = schedulerSummary(
      reactEntries([
        stamp('Transition', 'Hydrated', 100, 400),
        stamp('Transition', 'Commit', 400, 430),
        stamp('Blocking', 'Cascading Update', 430, 432),
        stamp('Blocking', 'Render', 432, 452),
        stamp('Blocking', 'Commit', 452, 460),
        stamp('Idle', 'Commit', 900, 905),
        component('Root', 100, 400),
      ]),
    );
    expect(summary).toEqual({ hydratedMs: 300, hydrationCommitMs: 30, laterRendersMs: 20 + 8 + 5 });
    expect(schedulerSummary(reactEntries([stamp('Blocking', 'Render', 0, 5)]))).toBeUndefined();
  });

  it("tells React's profiling build from a production build by its components' track", () => {
    const dir = mkdtempSync(join(tmpdir(), 'react-profile-'));
    writeFileSync(join(dir, 'a.js'), 'console.log(1)');
    expect(isProfilingBuild(dir)).toBe(false);
    writeFileSync(join(dir, 'b.js'), 'console.timeStamp(n,s,e,"Components ⚛")');
    expect(isProfilingBuild(dir)).toBe(true);
    expect(isProfilingBuild(join(dir, 'missing'))).toBe(false);
  });
});
