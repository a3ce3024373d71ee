/** @jest-environment node */
import { memoryReplayGuard, sharedReplayGuard } from './replay-guard';
import { forgetProcessState, processWide } from '@/lib/process-state.mjs';

describe('the replay guard in memory', () => {
  it('accepts a signature once while it is remembered, and forgets it when its timestamp could no longer pass', async () => {
    let clock = 1_000_000;
    const guard = memoryReplayGuard(() => clock);
    expect(await guard.claim('sha256=aa', 600)).toBe(true);
    expect(await guard.claim('sha256=aa', 600)).toBe(false);
    expect(await guard.claim('sha256=bb', 600)).toBe(true);
    clock += 599_000;
    expect(await guard.claim('sha256=aa', 600)).toBe(false);
    clock += 1_000;
    expect(await guard.claim('sha256=aa', 600)).toBe(true);
  });
});

describe('the replay guard in Redis', () => {
  afterEach(() => {
    forgetProcessState('page-cache');
  });

  it("claims a signature in the shared cache, under the webhook's own name", async () => {
    const claim = jest.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    processWide('page-cache', () => ({ shared: { claim } }));
    const guard = sharedReplayGuard();
    expect(await guard.claim('sha256=aa', 301)).toBe(true);
    expect(await guard.claim('sha256=aa', 301)).toBe(false);
    expect(claim).toHaveBeenCalledWith('webhook-signature:sha256=aa', 301);
  });

  it('cannot tell while Redis is away, or before the page cache has connected to it', async () => {
    const guard = sharedReplayGuard();
    expect(await guard.claim('sha256=aa', 301)).toBeUndefined();
    const claim = jest.fn().mockResolvedValue(undefined);
    processWide('page-cache', () => ({ shared: { claim } }));
    expect(await guard.claim('sha256=aa', 301)).toBeUndefined();
  });
});
