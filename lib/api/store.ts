export interface CachedLoader<T> {
  /** Fresh data, or the last good data when a refresh fails; throws only when there has never been good data. */
  get(): Promise<T>;
  readonly lastSuccess: number | null;
  readonly lastFailure: number | null;
}

export interface CachedLoaderOptions {
  readonly ttlMs: number;
  readonly now?: () => number;
}

/**
 * Keeps one value per upstream call in memory. Within the freshness window every caller shares it; after it,
 * one refresh runs for all callers at once. A failed refresh keeps the last good value (an outage must never
 * replace good content with empty lists) and is not retried until the window has passed again, so a burst of
 * visitors never costs the backend more than one call per window.
 */
export function createCachedLoader<T>(load: () => Promise<T>, { ttlMs, now = Date.now }: CachedLoaderOptions) {
  let value: { data: T } | undefined;
  let lastSuccess: number | null = null;
  let lastFailure: number | null = null;
  let lastError: unknown;
  let inflight: Promise<T> | undefined;

  const fresh = (at: number | null) => at !== null && now() - at < ttlMs;

  function refresh(): Promise<T> {
    inflight ??= load()
      .then(
        (data) => {
          value = { data };
          lastSuccess = now();
          return data;
        },
        (error: unknown) => {
          lastFailure = now();
          lastError = error;
          throw error;
        },
      )
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  }

  const loader: CachedLoader<T> = {
    async get() {
      if (value && fresh(lastSuccess)) return value.data;
      if (fresh(lastFailure) && (lastSuccess === null || lastFailure! > lastSuccess)) {
        if (value) return value.data;
        throw lastError;
      }
      try {
        return await refresh();
      } catch (error) {
        if (value) return value.data;
        throw error;
      }
    },
    get lastSuccess() {
      return lastSuccess;
    },
    get lastFailure() {
      return lastFailure;
    },
  };
  return loader;
}

/**
 * One value per server process under `key`. Next bundles each route on its own, each with its own copy of a module,
 * so module state alone would give every page and route handler a separate cache and a separate call per window.
 * A development server keeps module copies instead, so that edited code takes effect on reload.
 */
export function processWide<T>(key: string, create: () => T): T {
  if (process.env.NODE_ENV === 'development') return create();
  const shared = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  const symbol = Symbol.for(key);
  return (shared[symbol] ??= create());
}
