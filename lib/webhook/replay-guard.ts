import 'server-only';
import { claimShared } from '@/lib/serving/page-cache/page-cache-state.mjs';

/**
 * Remembers each accepted signature for as long as its timestamp is acceptable, so that a call captured on the way
 * cannot be sent again. `claim` is true for a signature not seen before, false for one seen, and undefined when the
 * store cannot say (Redis configured but not answering): the call is then refused, as one cannot tell a replay.
 */
export interface ReplayGuard {
  claim(signature: string, ttlSeconds: number): Promise<boolean | undefined>;
}

/** This instance's memory: for a single instance, without CACHE_REDIS_URL. */
export function memoryReplayGuard(now: () => number = Date.now): ReplayGuard {
  const seen = new Map<string, number>();
  return {
    async claim(signature, ttlSeconds) {
      const at = now();
      // Signatures are claimed only after their check and the rate limit: a few hundred at most are remembered.
      for (const [known, until] of seen) if (until <= at) seen.delete(known);
      if (seen.has(signature)) return false;
      seen.set(signature, at + ttlSeconds * 1000);
      return true;
    },
  };
}

/** The Redis every instance shares (CACHE_REDIS_URL): a signature accepted by one is refused by all. */
export function sharedReplayGuard(): ReplayGuard {
  return { claim: (signature, ttlSeconds) => claimShared(`webhook-signature:${signature}`, ttlSeconds) };
}
