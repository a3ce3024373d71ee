/** @jest-environment node */
import { withoutScripts } from './lighthouse.mjs';
import { evaluateTargets } from './targets.mjs';

/** One Lighthouse row as bench/lighthouse.mjs summarises it. */
type Figures = { lcpMs: number; mainThreadMs: number; tbtMs?: number; mainThreadByRound?: (number | null)[] };

function row(label: string, figures: Figures, of?: string) {
  return {
    label,
    reference: Boolean(of),
    ...(of ? { of } : {}),
    performance: 0.99,
    performanceRuns: [0.99, 0.99, 0.99],
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
    fcpMs: 900,
    tbtMs: figures.tbtMs ?? 0,
    cls: 0,
    clsMax: 0,
    lcpMs: figures.lcpMs,
    mainThreadMs: figures.mainThreadMs,
    ...(figures.mainThreadByRound ? { mainThreadByRound: figures.mainThreadByRound } : {}),
  };
}

/** The devtools rows of a run: the floor and one page, each beside its script-free self. */
function devtoolsRun(page: Figures, pageWithout: Figures) {
  const floor = 'floor: /';
  return {
    throughput: [],
    weight: [],
    lighthouse: [
      {
        mode: 'devtools',
        label: 'devtools throttling',
        pages: [
          row(floor, { lcpMs: 1000, mainThreadMs: 400 }),
          row('/aboutrasi', page),
          row(withoutScripts(floor), { lcpMs: 1000, mainThreadMs: 200 }, floor),
          row(withoutScripts('/aboutrasi'), pageWithout, '/aboutrasi'),
        ],
      },
    ],
  };
}

const judged = (results: object, what: RegExp) =>
  evaluateTargets(results).filter((t: { name: string }) => t.name.includes('/aboutrasi') && what.test(t.name));

/** The scripts' main-thread work target of a page measured beside its script-free self. */
const scriptsWorkTarget = (page: Figures, pageWithout: Figures) =>
  judged(devtoolsRun(page, pageWithout), /main-thread/)[0];

describe('the phone targets: each page against its own script-free self (devtools throttling)', () => {
  it('passes a page whose scripts neither delay its largest paint nor add more work than the floor’s scripts allow', () => {
    // LCP 1.05× its script-free self; its scripts add 900 − 600 = 300 ms against the floor's 400 − 200 = 200 ms.
    const targets = judged(
      devtoolsRun({ lcpMs: 2100, mainThreadMs: 900 }, { lcpMs: 2000, mainThreadMs: 600 }),
      /LCP|scripts’|scripts'/,
    );
    expect(targets).toHaveLength(2);
    expect(targets.every((t: { met: boolean }) => t.met)).toBe(true);
  });

  it('fails a page whose largest paint waits for its scripts, naming both figures', () => {
    const [lcp] = judged(devtoolsRun({ lcpMs: 2400, mainThreadMs: 700 }, { lcpMs: 2000, mainThreadMs: 600 }), /LCP/);
    expect(lcp.met).toBe(false);
    expect(lcp.detail).toContain('2400 against 2000 ms');
  });

  it('fails a page whose scripts do more than 1.5× the floor’s scripts’ main-thread work', () => {
    // 1000 − 600 = 400 ms against the floor's 200 ms: 2×.
    const work = scriptsWorkTarget({ lcpMs: 2000, mainThreadMs: 1000 }, { lcpMs: 2000, mainThreadMs: 600 });
    expect(work.met).toBe(false);
    expect(work.detail).toContain('(400 ms: 1000 − 600; against 200 ms: 400 − 200)');
  });

  it('takes each round’s difference between a page and the script-free run made beside it, so a slow minute cancels', () => {
    // Round 2 met a slow minute of the machine, and round 3 a slow minute for the page's run alone. The medians'
    // difference (1450 − 640 = 810 ms) would be 4× the floor's scripts; the rounds' differences are 300, 300 and
    // 810 ms, whose median, 300 ms, is 1.5× the floor's 200 ms.
    const work = scriptsWorkTarget(
      { lcpMs: 2000, mainThreadMs: 1450, mainThreadByRound: [900, 1500, 1450] },
      { lcpMs: 2000, mainThreadMs: 640, mainThreadByRound: [600, 1200, 640] },
    );
    expect(work).toMatchObject({
      met: true,
      detail: expect.stringContaining('300 ms: median of 900 − 600, 1500 − 1200, 1450 − 640'),
    });
  });

  it('leaves a round out of the differences when either of its two runs failed', () => {
    // Round 2's page run failed: the differences are 300 and 500 ms, and their median 400 ms is 2× the floor's.
    const work = scriptsWorkTarget(
      { lcpMs: 2000, mainThreadMs: 1000, mainThreadByRound: [900, null, 1100] },
      { lcpMs: 2000, mainThreadMs: 600, mainThreadByRound: [600, 100, 600] },
    );
    expect(work).toMatchObject({
      met: false,
      detail: expect.stringContaining('400 ms: median of 900 − 600, 1100 − 600'),
    });
  });

  it('does not judge a page by the floor’s LCP any more: a heavy page that paints as fast as its HTML allows passes', () => {
    // 3× the floor's LCP, but its own script-free self paints no sooner.
    const targets = judged(devtoolsRun({ lcpMs: 3000, mainThreadMs: 700 }, { lcpMs: 3000, mainThreadMs: 600 }), /LCP/);
    expect(targets.map((t: { met: boolean }) => t.met)).toEqual([true]);
  });

  it('reports a missing script-free run as a target not met, never as a pass', () => {
    const results = devtoolsRun({ lcpMs: 2000, mainThreadMs: 700 }, { lcpMs: 2000, mainThreadMs: 600 });
    results.lighthouse[0].pages.pop();
    const [missing] = judged(results, /script-free self/);
    expect(missing.met).toBe(false);
  });
});

describe('a page judged "as fast as" its reference: a Tamil page against its English twin', () => {
  /** The simulated rows of a run: /aboutrasi and its Tamil twin, with their scores. */
  function twinRun(english: number, tamil: number) {
    const scored = (label: string, performance: number) => ({
      ...row(label, { lcpMs: 1000, mainThreadMs: 500 }),
      performance,
      performanceRuns: [performance],
    });
    return {
      throughput: [],
      weight: [],
      lighthouse: [
        {
          mode: 'simulate',
          label: 'simulated throttling',
          pages: [scored('/aboutrasi', english), scored('/ta/aboutrasi', tamil)],
        },
      ],
    };
  }
  const twin = (english: number, tamil: number) =>
    evaluateTargets(twinRun(english, tamil)).find((t: { name: string }) => t.name.includes('/ta/aboutrasi'));

  it('passes a twin up to 0.02 below its English page, and fails one further below', () => {
    expect(twin(0.97, 0.95)).toMatchObject({ met: true, name: expect.stringContaining("≥ /aboutrasi's − 0.02") });
    expect(twin(0.97, 0.94).met).toBe(false);
  });

  it('passes a twin that scores higher, however much: it is not slower', () => {
    expect(twin(0.95, 0.99).met).toBe(true);
  });
});

describe('the /api lists against the floor’s route handler, as browsers ask', () => {
  /** A throughput row as bench/bench.mjs marks it. */
  const rate = (label: string, requestsPerSecond: number, p99: number, marks: object = {}) => ({
    label,
    asked: 'browser',
    requestsPerSecond,
    p99,
    errors: 0,
    non2xx: 0,
    ...marks,
  });
  const run = (list: ReturnType<typeof rate>) => ({
    throughput: [
      rate('/aboutrasi', 8000, 5, { page: true }),
      rate('floor: /', 1000, 60),
      list,
      rate('floor: /api/list', 1600, 40),
    ],
    weight: [],
    lighthouse: [],
  });
  const listTarget = (list: ReturnType<typeof rate>) =>
    evaluateTargets(run(list)).find((t: { name: string }) => t.name.startsWith('/api/banners'));

  it('judges a list by the floor’s route handler, not by the floor’s page', () => {
    // 1.2× the page floor's rate, but below the route handler's.
    const target = listTarget(rate('/api/banners', 1200, 30, { list: true }));
    expect(target).toMatchObject({ met: false, detail: expect.stringContaining('1200 against 1600 req/s') });
    expect(target.name).toContain("≥ 1× the floor's route handler's req/s, p99 ≤ 1× its");
  });

  it('passes a list at least as fast as the handler, with p99 up to its, and fails one beyond', () => {
    expect(listTarget(rate('/api/banners', 1600, 40, { list: true })).met).toBe(true);
    expect(listTarget(rate('/api/banners', 9000, 41, { list: true })).met).toBe(false);
  });

  it('leaves the pages’ target to the page floor', () => {
    const page = evaluateTargets(run(rate('/api/banners', 9000, 5, { list: true }))).find((t: { name: string }) =>
      t.name.startsWith('/aboutrasi'),
    );
    expect(page).toMatchObject({ met: true, detail: expect.stringContaining('8000 against 1000 req/s') });
  });
});

describe('what a browser downloads through nginx, against Node alone', () => {
  const sent = (bytes: number, encoding = 'br', cache: string | null = null) => ({
    status: 200,
    bytes,
    encoding,
    cache,
  });
  const judge = (cold: number, warm: number, encoding = 'br') =>
    evaluateTargets({
      throughput: [],
      weight: [],
      lighthouse: [],
      nginxBytes: [{ path: '/aboutrasi', node: sent(12000), cold: sent(cold, encoding), warm: sent(warm, encoding) }],
    })[0];

  it('passes the same bytes, cold and warm, and fails nginx’s own gzip beyond 5 %', () => {
    expect(judge(12000, 12000)).toMatchObject({ met: true, name: expect.stringContaining('≤ 1.05×') });
    expect(judge(12600, 12000).met).toBe(true);
    expect(judge(16000, 16000, 'gzip')).toMatchObject({ met: false, detail: expect.stringContaining('16000 gzip') });
    expect(judge(12000, 12700).met).toBe(false);
  });
});

describe('the nginx cache against nginx sending the same bytes from a file', () => {
  it('compares each page with its own file, as browsers ask', () => {
    const row = (label: string, asked: string, requestsPerSecond: number) => ({
      label,
      asked,
      requestsPerSecond,
      p99: 1,
      errors: 0,
      non2xx: 0,
    });
    const targets = evaluateTargets({
      throughput: [
        row('nginx file: /', 'browser', 40000),
        row('nginx cache: /', 'browser', 29000),
        row('nginx file: /gallery', 'browser', 50000),
        row('nginx cache: /gallery', 'browser', 40000),
        row('nginx file: /gallery', 'identity', 10000),
        row('nginx cache: /gallery', 'identity', 1000),
      ],
      weight: [],
      lighthouse: [],
    }).filter((t: { name: string }) => t.name.includes('through deploy/nginx/rasi.conf'));
    expect(targets).toEqual([
      expect.objectContaining({ met: false, detail: '0.72× (29000 against 40000 req/s)' }),
      expect.objectContaining({ met: true, detail: '0.80× (40000 against 50000 req/s)' }),
    ]);
  });
});
