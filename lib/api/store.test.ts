/** @jest-environment node */
import { createCachedLoader, processWide } from './store';

function setup(ttlMs = 60_000) {
  let clock = 1_000_000;
  const load = jest.fn<Promise<string[]>, []>();
  const loader = createCachedLoader(load, { ttlMs, now: () => clock });
  return { load, loader, advance: (ms: number) => (clock += ms) };
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

describe('process-wide values', () => {
  const env = process.env as Record<string, string | undefined>;
  const nodeEnv = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = nodeEnv;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('rasi.test.shared')];
  });

  it('gives every copy of a module the same value, as Next bundles one copy per route', async () => {
    let first: typeof import('./store') | undefined;
    let second: typeof import('./store') | undefined;
    await jest.isolateModulesAsync(async () => {
      first = await import('./store');
    });
    await jest.isolateModulesAsync(async () => {
      second = await import('./store');
    });
    expect(first!.processWide).not.toBe(second!.processWide);
    const a = first!.processWide('rasi.test.shared', () => ({ calls: 0 }));
    const b = second!.processWide('rasi.test.shared', () => ({ calls: 1 }));
    expect(b).toBe(a);
  });

  it('creates a new value on each load in development, so edited code takes effect', () => {
    env.NODE_ENV = 'development';
    const a = processWide('rasi.test.shared', () => ({}));
    expect(processWide('rasi.test.shared', () => ({}))).not.toBe(a);
  });
});
