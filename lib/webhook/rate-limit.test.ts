/** @jest-environment node */
import { createRateLimit } from './rate-limit';

describe('the rate limit', () => {
  it('lets 60 calls through in any minute, and says when the next may come', () => {
    let clock = 0;
    const limit = createRateLimit({ limit: 60, windowMs: 60_000, now: () => clock });
    for (let i = 0; i < 60; i++) {
      expect(limit.take().ok).toBe(true);
      clock += 500;
    }
    // 30 s in: the first call leaves the window at 60 s.
    expect(limit.take()).toEqual({ ok: false, retryAfterSeconds: 30 });
    clock = 59_999;
    expect(limit.take()).toEqual({ ok: false, retryAfterSeconds: 1 });
    clock = 60_000;
    expect(limit.take().ok).toBe(true);
    expect(limit.take().ok).toBe(false);
  });

  it('gives a place back for a call refused after all', () => {
    const limit = createRateLimit({ limit: 2, windowMs: 60_000, now: () => 0 });
    const first = limit.take();
    expect(limit.take().ok).toBe(true);
    expect(limit.take().ok).toBe(false);
    if (first.ok) first.release();
    expect(limit.take().ok).toBe(true);
  });
});
