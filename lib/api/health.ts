import 'server-only';
import { config } from '@/lib/config';
import { pageCacheMode, type PageCacheMode } from '@/lib/page-cache-state.mjs';
import { loaders } from '.';

export interface Health {
  readonly status: 'ok';
  readonly upstream: 'ok' | 'degraded' | 'demo';
  readonly lastSuccess: string | null;
  /** Where pages are cached: this instance's own memory and disk, or the Redis all instances share. */
  readonly pageCache: PageCacheMode;
}

/** What an operator needs at a glance: the site is up, and whether its latest backend calls worked. */
export function health(): Health {
  const all = Object.values(loaders);
  const degraded = all.some((l) => l.lastFailure !== null && (l.lastSuccess === null || l.lastFailure > l.lastSuccess));
  const successes = all.map((l) => l.lastSuccess).filter((t): t is number => t !== null);
  return {
    status: 'ok',
    upstream: config.demo ? 'demo' : degraded ? 'degraded' : 'ok',
    lastSuccess: successes.length ? new Date(Math.max(...successes)).toISOString() : null,
    pageCache: pageCacheMode(),
  };
}
