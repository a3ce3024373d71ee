// The one place that keeps state for the whole server process. Next bundles every page and route handler with its
// own copy of each module, loads the page cache (page-cache/cache-handler.mjs) outside its bundles, and the
// standalone wrapper (standalone-server.cjs) loads its own copies again: module-level state would be one per copy.
// What they must share lives here, in one Map on globalThis under one key, each entry under a name of ENTRIES.
// No other module touches globalThis.
//
// No imports: the standalone wrapper loads this file beside Next's server (lib/serving/standalone.mjs).

const ROOT = Symbol.for('rasi.process-state');

/**
 * Every entry: who makes it, what it holds, and whether a development server makes it afresh on each load (so that
 * edited code takes effect) rather than once per process.
 */
export const ENTRIES = Object.freeze(
  /** @type {const} */ ({
    'page-cache': {
      owner: 'lib/serving/page-cache/page-cache-state.mjs',
      holds:
        'made by the page cache (cache-handler.mjs): the Redis connection, the pages read from it, renders in flight',
      freshInDev: false,
    },
    'revalidated-tags': {
      owner: 'lib/serving/page-cache/page-cache-state.mjs',
      holds: 'when each tag was last revalidated here, and who listens for it',
      freshInDev: false,
    },
    'api.loaders': {
      owner: 'lib/api/data-policy.ts',
      holds: "the six lists' last good data and their refresh windows",
      freshInDev: true,
    },
    'search.index': {
      owner: 'lib/search/site-search.ts',
      holds: 'the search index per language, with the lists it was built from',
      freshInDev: true,
    },
    'webhook.replays': {
      owner: 'app/api/revalidate/route.ts',
      holds: 'the signatures the webhook has seen (in memory without Redis)',
      freshInDev: true,
    },
    'webhook.limit': {
      owner: 'app/api/revalidate/route.ts',
      holds: "the webhook's rate limit window",
      freshInDev: true,
    },
    metrics: {
      owner: 'lib/serving/metrics.mjs',
      holds:
        "the Prometheus registry and the counters the wrapper, the page cache, the data layer, the webhook and visitors' field reports add to; made by the standalone server only with METRICS_PORT",
      freshInDev: false,
    },
    'request-context': {
      owner: 'lib/serving/request-context.mjs',
      holds: "the AsyncLocalStorage that carries each request's id from the standalone server to its log lines",
      freshInDev: false,
    },
    'api.call-attempts': {
      owner: 'lib/api/call-telemetry.ts',
      holds: "each backend call's failures in a row, for its spans' attempt number",
      freshInDev: true,
    },
  }),
);

/** @returns {Map<string, unknown>} */
function registry() {
  const scope = /** @type {Record<symbol, Map<string, unknown> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (scope[ROOT] ??= new Map());
}

/** @param {string} name */
function entryOf(name) {
  if (!Object.hasOwn(ENTRIES, name)) throw new Error(`No process-wide entry "${name}" in lib/process-state.mjs`);
  return ENTRIES[/** @type {keyof typeof ENTRIES} */ (name)];
}

/**
 * The process's value under `name`, made by `create` the first time any copy of any bundle asks.
 * @template T @param {keyof typeof ENTRIES} name @param {() => T} create @returns {T}
 */
export function processWide(name, create) {
  const entry = entryOf(name);
  if (entry.freshInDev && process.env.NODE_ENV === 'development') return create();
  const entries = registry();
  if (!entries.has(name)) entries.set(name, create());
  return /** @type {T} */ (entries.get(name));
}

/**
 * The value under `name` if something has made it, else undefined.
 * @param {keyof typeof ENTRIES} name @returns {unknown}
 */
export function processEntry(name) {
  entryOf(name);
  return registry().get(name);
}

/**
 * Forgets one entry, or all: for tests that start a server-like process afresh.
 * @param {keyof typeof ENTRIES} [name]
 */
export function forgetProcessState(name) {
  if (name === undefined) return registry().clear();
  entryOf(name);
  registry().delete(name);
}
