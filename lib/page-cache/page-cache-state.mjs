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

/**
 * The headers of a 304 Not Modified for a conditional request of a page, or null when the page must be served
 * (lib/page-cache/cache-handler.mjs `notModified`). Null too before this process has served anything.
 * @param {string} path
 * @param {{ 'if-none-match'?: string, 'cache-control'?: string }} request
 * @returns {Promise<Record<string, string> | null>}
 */
export async function pageNotModified(path, request) {
  try {
    return (await globalThis[KEY]?.cache?.notModified(path, request)) ?? null;
  } catch (error) {
    // Never a failed request for want of a 304: Next serves the page in full.
    const line = { time: new Date().toISOString(), level: 'warn', event: 'conditional_request_unanswered', path };
    console.error(JSON.stringify({ ...line, reason: error instanceof Error ? error.message : String(error) }));
    return null;
  }
}
