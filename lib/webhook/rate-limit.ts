import 'server-only';

/** The webhook's limit on each instance: a backend publishing more than this is misbehaving. */
export const ACCEPTED_CALLS_PER_MINUTE = 60;

export type Admission =
  | { readonly ok: true; /** Gives the place back, for a call refused after all. */ release(): void }
  | { readonly ok: false; readonly retryAfterSeconds: number };

export interface RateLimit {
  take(): Admission;
}

/** At most `limit` calls in any `windowMs`: a sliding log of the times of the calls let through. */
export function createRateLimit({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimit {
  let times: number[] = [];
  return {
    take() {
      const at = now();
      times = times.filter((time) => time > at - windowMs);
      if (times.length >= limit) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000)) };
      }
      times.push(at);
      return {
        ok: true,
        release() {
          const index = times.indexOf(at);
          if (index !== -1) times.splice(index, 1);
        },
      };
    },
  };
}
