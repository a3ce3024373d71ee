/** @jest-environment node */
import { UpstreamError } from './errors';
import { NoPageData, pageData } from './page-data';

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

const env = process.env as Record<string, string | undefined>;
const saved = { NODE_ENV: env.NODE_ENV, NEXT_PHASE: env.NEXT_PHASE };
afterEach(() => Object.assign(env, saved));

const down = () => Promise.reject(new UpstreamError('GET', 'getbanner', 'HTTP 500', 500));

describe('page data', () => {
  it('passes the data through', async () => {
    await expect(pageData(() => Promise.resolve(['a']))).resolves.toEqual(['a']);
  });

  it('renders empty sections at build time when the backend is down', async () => {
    env.NEXT_PHASE = 'phase-production-build';
    await expect(pageData(down)).resolves.toEqual([]);
  });

  it('makes a production regeneration throw, in one line, so Next keeps the last good page', async () => {
    env.NODE_ENV = 'production';
    delete env.NEXT_PHASE;
    const error = await pageData(down).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoPageData);
    expect((error as Error).stack).toBe('NoPageData: no backend data yet; the last good page stays');
  });

  it("knows a failed call thrown by another route bundle's copy of the error class", async () => {
    env.NODE_ENV = 'production';
    delete env.NEXT_PHASE;
    const foreign = Object.assign(new Error('GET getbanner failed: HTTP 500'), { name: 'UpstreamError' });
    await expect(pageData(() => Promise.reject(foreign))).rejects.toBeInstanceOf(NoPageData);
  });

  it('lets programming errors through unchanged', async () => {
    env.NODE_ENV = 'production';
    delete env.NEXT_PHASE;
    const bug = new TypeError('x is undefined');
    await expect(pageData(() => Promise.reject(bug))).rejects.toBe(bug);
  });
});
