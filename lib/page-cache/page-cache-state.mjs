// The page cache's process-wide state: Next constructs a page cache (lib/page-cache/cache-handler.mjs) for every request, and
// bundles /api/health apart from it, so what they share lives on globalThis, under one key kept here.
const KEY = Symbol.for('rasi.shared-page-cache');

/** This process's state, made by `create` the first time. */
export function pageCacheState(create) {
  return (globalThis[KEY] ??= create());
}

/** Where this process keeps its pages, for /api/health. */
export function pageCacheMode() {
  const shared = globalThis[KEY]?.shared;
  if (!shared) return 'local';
  return shared.available ? 'shared' : 'local, Redis unavailable';
}
