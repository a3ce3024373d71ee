/** @jest-environment node */
import { request, UpstreamError } from './client';
import { createCachedLoader, NoPageData, pageData, publicCacheHeaders } from './data-policy';

// The tags of each freshness window a page reads: what Next collects into the page's own tags.
const windowsRead: (readonly string[])[] = [];
jest.mock('next/cache', () => ({
  unstable_cache:
    (fn: () => Promise<unknown>, _key: unknown, { tags }: { tags: readonly string[] }) =>
    () => {
      windowsRead.push(tags);
      return fn();
    },
}));
jest.mock('./client', () => ({ ...jest.requireActual('./client'), request: jest.fn() }));

function setup(ttlMs = 60_000) {
  let clock = 1_000_000;
  let published = 0;
  const load = jest.fn<Promise<string[]>, []>();
  const loader = createCachedLoader(load, { ttlMs, now: () => clock, mark: () => published });
  return {
    load,
    loader,
    advance: (ms: number) => (clock += ms),
    publish: (at: number) => (published = at),
  };
}

describe('cached loader', () => {
  it('shares one call among concurrent callers and reuses it within the window', async () => {
    const { load, loader, advance } = setup();
    load.mockResolvedValue(['a']);
    await expect(Promise.all([loader.get(), loader.get(), loader.get()])).resolves.toEqual([['a'], ['a'], ['a']]);
    advance(59_999);
    await loader.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes once the window has passed', async () => {
    const { load, loader, advance } = setup();
    load.mockResolvedValueOnce(['old']).mockResolvedValueOnce(['new']);
    await loader.get();
    advance(60_000);
    await expect(loader.get()).resolves.toEqual(['new']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the last good data when a refresh fails, for window after window', async () => {
    const { load, loader, advance } = setup();
    load.mockResolvedValueOnce(['good']).mockRejectedValue(new Error('down'));
    await loader.get();
    for (let window = 0; window < 3; window++) {
      advance(60_000);
      await expect(loader.get()).resolves.toEqual(['good']);
    }
    expect(load).toHaveBeenCalledTimes(4);
    expect(loader.lastFailure).not.toBeNull();
  });

  it('does not retry a failed backend within the window, whatever the traffic', async () => {
    const { load, loader, advance } = setup();
    load.mockRejectedValue(new Error('down'));
    await expect(loader.get()).rejects.toThrow('down');
    for (let i = 0; i < 20; i++) await expect(loader.get()).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
    advance(60_000);
    load.mockResolvedValueOnce(['back']);
    await expect(loader.get()).resolves.toEqual(['back']);
  });

  it('refreshes once at a publish, within the window, however many callers ask', async () => {
    const { load, loader, publish } = setup();
    load.mockResolvedValueOnce(['old']).mockResolvedValue(['new']);
    await loader.get();
    // A mark from another instance's clock, behind this one's: marks are compared with marks only.
    publish(5);
    await expect(Promise.all([loader.get(), loader.get(), loader.get()])).resolves.toEqual([['new'], ['new'], ['new']]);
    await loader.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good data when the refresh after a publish fails, and does not retry until the next one', async () => {
    const { load, loader, publish, advance } = setup();
    load.mockResolvedValueOnce(['good']).mockRejectedValueOnce(new Error('down')).mockResolvedValue(['new']);
    await loader.get();
    advance(1000);
    publish(1);
    await expect(loader.get()).resolves.toEqual(['good']);
    await expect(loader.get()).resolves.toEqual(['good']);
    expect(load).toHaveBeenCalledTimes(2);
    publish(2);
    await expect(loader.get()).resolves.toEqual(['new']);
  });

  it('refreshes again after a refresh that began before the publish', async () => {
    const { load, loader, publish } = setup();
    let answer: (value: string[]) => void = () => {};
    load.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))).mockResolvedValue(['after']);
    const first = loader.get();
    publish(1);
    answer(['before']);
    await expect(first).resolves.toEqual(['before']);
    await expect(loader.get()).resolves.toEqual(['after']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('picks up new data when the backend recovers', async () => {
    const { load, loader, advance } = setup();
    load.mockResolvedValueOnce(['v1']).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['v2']);
    await loader.get();
    advance(60_000);
    await expect(loader.get()).resolves.toEqual(['v1']);
    advance(60_000);
    await expect(loader.get()).resolves.toEqual(['v2']);
    expect(loader.lastSuccess).not.toBeNull();
  });
});

const env = process.env as Record<string, string | undefined>;
const saved = { NODE_ENV: env.NODE_ENV, NEXT_PHASE: env.NEXT_PHASE };
afterEach(() => Object.assign(env, saved));

const failed = new UpstreamError('getbanner', 'http_5xx', 'HTTP 500', 500);
/** The backend's next answer to any call. Each test below reads its own list: a loader keeps what it got. */
const answer = (result: unknown) =>
  (request as jest.Mock).mockImplementation(() =>
    result instanceof Error ? Promise.reject(result) : Promise.resolve(result),
  );

describe('page data', () => {
  it('passes the list through, reshaped', async () => {
    answer({ todays_events: [{ title: 'Annual general meeting', date: '2026-12-20' }] });
    const [item] = await pageData('events');
    expect(item).toEqual(expect.objectContaining({ title: 'Annual general meeting' }));
  });

  it('tags the page with the list it names, so that a publish of that list regenerates it', async () => {
    answer({ status: 200, message: [] });
    windowsRead.length = 0;
    await pageData('notifications');
    await pageData('gallery');
    expect(windowsRead).toEqual([['backend:notifications'], ['backend:gallery']]);
  });

  it('renders empty sections at build time when the backend is down', async () => {
    env.NEXT_PHASE = 'phase-production-build';
    answer(failed);
    await expect(pageData('banners')).resolves.toEqual([]);
  });

  it('makes a production regeneration throw, in one line, so Next keeps the last good page', async () => {
    env.NODE_ENV = 'production';
    delete env.NEXT_PHASE;
    answer(failed);
    const error = await pageData('bulletins').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoPageData);
    expect((error as Error).stack).toBe('NoPageData: no backend data yet; the last good page stays');
  });

  it('lets programming errors through unchanged', async () => {
    env.NODE_ENV = 'production';
    delete env.NEXT_PHASE;
    const bug = new TypeError('x is undefined');
    answer(bug);
    await expect(pageData('exhibitors')).rejects.toBe(bug);
  });
});

describe('caching headers of the route handlers and feeds', () => {
  it('give shared caches the window, and nginx no more than the current second when the webhook is on', async () => {
    expect(publicCacheHeaders()).toEqual({ 'Cache-Control': 'public, max-age=0, s-maxage=60' });
    const saved = process.env.REVALIDATE_SECRET;
    process.env.REVALIDATE_SECRET = 'k'.repeat(32);
    try {
      await jest.isolateModulesAsync(async () => {
        const { publicCacheHeaders: withWebhook } = await import('./data-policy');
        const now = Date.now();
        const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
        try {
          expect(withWebhook()).toEqual({
            'Cache-Control': 'public, max-age=0, s-maxage=60',
            'X-Accel-Expires': `@${Math.floor(now / 1000)}`,
          });
        } finally {
          clock.mockRestore();
        }
      });
    } finally {
      if (saved === undefined) delete process.env.REVALIDATE_SECRET;
      else process.env.REVALIDATE_SECRET = saved;
    }
  });
});
