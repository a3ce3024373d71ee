import 'server-only';
import { config } from '@/lib/config';
import { loaders } from '.';

export interface Health {
  readonly status: 'ok';
  readonly upstream: 'ok' | 'degraded' | 'demo';
  readonly lastSuccess: string | null;
  /** Where pages are cached: this instance's own memory and disk, or the Redis all instances share. */
  readonly pageCache: 'local' | 'shared' | 'local, Redis unavailable';
}

/** The page cache's view of Redis (lib/cache-handler.mjs keeps its connection process-wide under this symbol). */
function pageCache(): Health['pageCache'] {
  const state = (globalThis as Record<symbol, { shared?: { available: boolean } | null } | undefined>)[
    Symbol.for('rasi.shared-page-cache')
  ];
  if (!state?.shared) return 'local';
  return state.shared.available ? 'shared' : 'local, Redis unavailable';
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
    pageCache: pageCache(),
  };
}
