// The page cache as the rest of the process sees it: Next constructs a page cache (cache-handler.mjs) for every
// request and bundles the data layer, /api/health and the webhook apart from it, so they reach it through its
// process-wide entry (lib/process-state.mjs), with these functions.
import { processEntry, processWide } from '../../process-state.mjs';

/**
 * The cache tag of each backend list's data (`backend:notifications`): every page that shows a list carries its tag
 * (lib/api/data-policy.ts `pageData`), the revalidation webhook revalidates it (app/api/revalidate), and the page
 * cache knows a page fed by the backend by it.
 */
export const DATA_TAG_PREFIX = 'backend:';

/** @param {string} name */
export const dataTag = (name) => `${DATA_TAG_PREFIX}${name}`;

/** This process's page cache state, made by `create` the first time. */
export function pageCacheState(create) {
  return processWide('page-cache', create);
}

/** The page cache's state if this process has one yet. */
const current = () => /** @type {any} */ (processEntry('page-cache'));

// Tags revalidated in this process (by the revalidation webhook, lib/webhook), and who wants to hear of it: kept
// apart from the page cache's state, which Next creates only with its first page cache.
function revalidatedTags() {
  return processWide('revalidated-tags', () => ({ marks: new Map(), listeners: new Map() }));
}

/**
 * Records that `tags` were revalidated in this process at `at` (the page cache's revalidateTag), and tells the
 * listeners. A listener that throws does not stop the others.
 * @param {readonly string[]} tags @param {number} at
 */
export function markTags(tags, at) {
  const { marks, listeners } = revalidatedTags();
  for (const tag of tags) marks.set(tag, Math.max(at, marks.get(tag) ?? 0));
  for (const listener of listeners.values()) {
    try {
      listener(tags);
    } catch {
      // A listener's own business (lib/api/data-policy.ts logs its failures).
    }
  }
}

/**
 * When `tag` was last revalidated (Unix milliseconds), here or, through Redis, on any instance; 0 if never.
 * @param {string} tag
 */
export function tagMark(tag) {
  const here = revalidatedTags().marks.get(tag) ?? 0;
  return Math.max(here, current()?.shared?.markOf(tag) ?? 0);
}

/**
 * Calls `listener` with the tags revalidated in this process from now on; a second listener under `name` replaces
 * the first.
 * @param {string} name @param {(tags: readonly string[]) => void} listener
 */
export function onTagsMarked(name, listener) {
  revalidatedTags().listeners.set(name, listener);
}

/**
 * Claims `name` in the shared Redis for `ttlSeconds` (lib/serving/page-cache/shared-cache.mjs `claim`): true for the first
 * claim, false for a later one, undefined when Redis is away or this process has no shared cache (yet).
 * @param {string} name @param {number} ttlSeconds
 */
export async function claimShared(name, ttlSeconds) {
  return (await current()?.shared?.claim(name, ttlSeconds)) ?? undefined;
}

/** Where this process keeps its pages, for /api/health: Redis asked again if its last call failed. */
export async function pageCacheMode() {
  const shared = current()?.shared;
  if (!shared) return 'local';
  return (await shared.availableNow()) ? 'shared' : 'local, Redis unavailable';
}
