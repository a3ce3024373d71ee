// The page cache Next is configured with (next.config.mjs `cacheHandler`): Next's documented handler interface
// (get, set, revalidateTag, resetRequestCache) over two stores. Each instance keeps its pages where Next would,
// on its disk (Next's file-system cache, which also holds the pages the build prerendered; no memory cache in front:
// next.config.mjs `cacheMaxMemorySize`).
// With CACHE_REDIS_URL, every instance also keeps them in one Redis (shared-cache.mjs) and reads them from there
// first, so all instances serve the same version of a page; when Redis is away, each serves its own.
//
// Pages are stored as rendered for no particular server and sent as finished for this one (finished-page.mjs), with
// this server's REVALIDATE_SECONDS (page-lifetime.mjs): one build serves any environment, and a page cache left on
// disk by a start with other settings is served with this one's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import {
  lifetimeToStore,
  NGINX_EXPIRES_HEADER,
  pathOf,
  prerenderedLifetimes,
  runtimeLifetime,
  untilEndOfSecond,
  withoutBrowserStaleness,
} from './page-lifetime.mjs';
import { FlightFormatError, renderedSiteUrl } from './site-origin.mjs';
import { readEnv } from '../../env.mjs';
import { DATA_TAG_PREFIX, markTags, pageCacheState, tagMark } from './page-cache-state.mjs';
import { createSharedCache } from './shared-cache.mjs';
import { logLine } from '../request-context.mjs';
import { metricsRecorder } from '../metrics.mjs';
import { pageFinisher } from './finished-page.mjs';

/**
 * Next's own cache on disk: the store of a single instance, and each instance's fallback. The one
 * module of Next's internals the page cache uses: the cacheHandler contract replaces Next's store, so reading the
 * pages `next build` prerendered means calling it.
 * @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const TAGS_HEADER = 'x-next-cache-tags';
const { siteUrl, revalidateSeconds, cacheRedisUrl, revalidateSecrets } = readEnv();
// The revalidation webhook (lib/webhook) can change a backend page at any moment.
const publishes = revalidateSecrets.length > 0;
/**
 * Bytes of pages read from Redis kept decoded and finished, least recently used first out. Behind nginx a page is
 * read about once a window; a page not kept costs one Redis read and its finishing again (bench/SOAK.md).
 */
const KNOWN_BYTES = 16 * 1024 * 1024;
/** Regenerations in progress remembered, for a page rendered across a publish. */
const MAX_RENDERS = 1000;

/** Whether a page shows backend data: it carries a data tag (page-cache-state.mjs `dataTag`). */
function showsBackendData(value) {
  const tags = value.headers?.[TAGS_HEADER];
  return typeof tags === 'string' && tags.split(',').some((tag) => tag.startsWith(DATA_TAG_PREFIX));
}

/**
 * An entry as this request gets it: with the webhook on, a backend page carries how long nginx may keep it
 * (page-lifetime.mjs `untilEndOfSecond`), on a copy of its headers, since the value changes every second and the
 * stored ones are shared by every request. The Cache-Control others read is unchanged.
 */
function forThisRequest(entry) {
  const value = entry?.value;
  if (!publishes || value?.kind !== 'APP_PAGE' || !showsBackendData(value)) return entry;
  return { ...entry, value: { ...value, headers: { ...value.headers, [NGINX_EXPIRES_HEADER]: untilEndOfSecond() } } };
}

/** The bytes a page read from Redis takes in memory, about. */
function sizeOf({ entry }) {
  const value = entry?.value;
  let bytes = 1024 + (typeof value?.html === 'string' ? value.html.length : 0) + (value?.rscData?.length ?? 0);
  for (const segment of value?.segmentData?.values() ?? []) bytes += segment.length;
  return bytes;
}

function logUnreadable(key, error) {
  logLine('error', 'page_cache_unreadable', { key, reason: error.message });
}

let lifetimes;
function buildLifetimes(serverDistDir) {
  try {
    lifetimes ??= prerenderedLifetimes(serverDistDir);
  } catch {
    lifetimes = new Map();
  }
  return lifetimes;
}

/** Whether Next would regenerate this entry before (or while) serving it: past its revalidate or expire time. */
function isStale(lastModified, cacheControl) {
  if (typeof lastModified !== 'number' || !cacheControl || cacheControl.revalidate === 0) return true;
  const age = Date.now() - lastModified;
  const past = (/** @type {unknown} */ seconds) => typeof seconds === 'number' && age > seconds * 1000;
  return past(cacheControl.revalidate) || past(cacheControl.expire);
}

/** The tags an entry was cached with: a page's or route's from its headers, a data entry's from its context. */
function tagsOf(entry) {
  const header = entry?.value?.headers?.[TAGS_HEADER];
  return [...(typeof header === 'string' ? header.split(',') : []), ...(entry?.tags ?? [])];
}

/** The build's identity, under which its pages are kept in Redis: Next's deploymentId if set, else its BUILD_ID. */
function deploymentOf(serverDistDir) {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID;
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}

// Next constructs a page cache for every request: the Redis connection and what was read from it are the process's.
function processState(serverDistDir) {
  const state = pageCacheState(() => ({
    shared: undefined,
    known: new LRUCache({ maxSize: KNOWN_BYTES, sizeCalculation: sizeOf }),
    renders: new LRUCache({ max: MAX_RENDERS }),
  }));
  // `next build` prerenders into the build itself; only a server started with CACHE_REDIS_URL shares its pages.
  if (state.shared === undefined) {
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    state.shared =
      cacheRedisUrl && !building
        ? createSharedCache({ url: cacheRedisUrl, deployment: deploymentOf(serverDistDir), listen: publishes })
        : null;
  }
  return state;
}

/** The finisher of the build in `serverDistDir` (one per process: Next builds a page cache for every request). */
let finisher;
function finisherFor(serverDistDir) {
  if (finisher?.serverDistDir !== serverDistDir) {
    finisher = { serverDistDir, ...pageFinisher(serverDistDir, renderedSiteUrl(siteUrl)) };
  }
  return finisher;
}

export default class PageCache {
  constructor(ctx) {
    this.local = new FileSystemCache(ctx);
    // Some of Next's callers (the proxy's, the not-found page's) build the cache without its server folder.
    this.serverDistDir = ctx?.serverDistDir ?? join(process.cwd(), '.next', 'server');
    this.pages = finisherFor(this.serverDistDir);
    const state = processState(this.serverDistDir);
    this.shared = state.shared;
    // key → { stamp, entry }: the version of each page last read from or written to Redis, as this server serves
    // it, so that an unchanged page costs one small Redis call and no decoding.
    this.known = state.known;
    // page key → when this process first found it missing or stale since it last stored it: when a regeneration
    // that is still to be stored began, at the latest.
    this.renders = state.renders;
  }

  /** A stored entry as this server serves it, or null when the page cannot be given this server's origin. */
  serve(key, entry) {
    if (entry?.value?.kind !== 'APP_PAGE' && entry?.value?.kind !== 'APP_ROUTE') return entry;
    let value;
    try {
      value = this.pages.forVisitors(entry.value);
    } catch (error) {
      if (!(error instanceof FlightFormatError)) throw error;
      // A page that cannot be given this server's origin is not served: Next renders it afresh instead.
      logUnreadable(key, error);
      return null;
    }
    const cacheControl = withoutBrowserStaleness(
      runtimeLifetime(key, entry.cacheControl, buildLifetimes(this.serverDistDir), revalidateSeconds),
    );
    return { ...entry, value, cacheControl };
  }

  async get(key, ctx) {
    const path = key.startsWith('/route-cache/APP_PAGE/') ? pathOf(key) : undefined;
    // With METRICS_PORT (lib/serving/metrics.mjs), where each page was found, and how.
    const count = path ? metricsRecorder() : undefined;
    const entry = await this.find(
      key,
      ctx,
      count && ((store, found) => count.pageCacheLookup(store, this.result(path, found))),
    );
    if (publishes && path) {
      if (this.result(path, entry) !== 'hit') this.renders.set(key, this.renders.get(key) ?? Date.now());
    }
    return forThisRequest(entry);
  }

  /** A page's entry, found fresh, found past its lifetime (Next regenerates it), or not found. */
  result(path, entry) {
    if (!entry) return 'miss';
    const lifetime = entry.cacheControl ?? withoutBrowserStaleness(buildLifetimes(this.serverDistDir).get(path));
    return isStale(entry.lastModified, lifetime) ? 'stale' : 'hit';
  }

  /**
   * Whether the regeneration of `key` that ends with `data` began before a publish of data the page shows (one of
   * its tags marked since this process found the page missing or stale): its render may have read the lists before
   * the publish. With the webhook on, such a page is not stored, so that the next request regenerates it with the
   * new data, where a stored page would keep the old data for a whole window.
   */
  renderedAcrossPublish(key, data) {
    const began = this.renders.get(key);
    this.renders.delete(key);
    if (began === undefined || data?.kind !== 'APP_PAGE') return false;
    const tags = data.headers?.[TAGS_HEADER];
    return typeof tags === 'string' && tags.split(',').some((tag) => tagMark(tag) > began);
  }

  /** `looked(store, entry)` hears of each store's answer, when given. */
  async find(key, ctx, looked) {
    const { shared } = this;
    let inRedis;
    if (shared) {
      const stamp = await shared.stamp(key);
      inRedis = stamp;
      if (stamp) {
        let known = this.known.get(key);
        if (known?.stamp !== stamp) {
          const found = await shared.read(key);
          known = found ? { stamp: found.stamp, entry: this.serve(key, found.entry) } : undefined;
          if (known) this.known.set(key, known);
        }
        if (known?.entry) {
          const revalidated = shared.revalidatedSince(tagsOf(known.entry), known.entry.lastModified);
          looked?.('redis', revalidated ? null : known.entry);
          return revalidated ? null : { ...known.entry };
        }
      }
      // Undefined: Redis is away, and was not asked.
      if (stamp !== undefined) looked?.('redis', null);
    }
    const entry = await this.local.get(key, ctx);
    looked?.('local', entry);
    if (!entry) return null;
    if (shared && inRedis === null && entry.value) {
      // Redis has no copy (a first start, or Redis was emptied): offer it this instance's, unless another
      // instance's arrived meanwhile, so that every instance serves one version from now on.
      void shared.seed(key, entry);
    }
    if (shared?.revalidatedSince(tagsOf(entry), entry.lastModified)) return null;
    return this.serve(key, entry);
  }

  async set(key, data, ctx) {
    this.pages.finish(data);
    // Next serves `data` itself to a visitor who waited for the regeneration.
    if (publishes && data?.kind === 'APP_PAGE' && showsBackendData(data)) {
      data.headers[NGINX_EXPIRES_HEADER] = untilEndOfSecond();
    }
    // Served to that visitor, but not kept.
    if (publishes && this.renderedAcrossPublish(key, data)) return;
    let stored;
    try {
      stored = this.pages.forStorage(data);
    } catch (error) {
      if (!(error instanceof FlightFormatError)) throw error;
      logUnreadable(key, error);
      return;
    }
    const cacheControl = lifetimeToStore(key, ctx?.cacheControl, buildLifetimes(this.serverDistDir), revalidateSeconds);
    if (data?.kind === 'APP_PAGE') metricsRecorder()?.pageCacheRegeneration();
    await this.local.set(key, stored, { ...ctx, cacheControl });
    if (!this.shared || !stored) return;
    const entry = { lastModified: Date.now(), value: stored, cacheControl, tags: ctx?.tags ?? [] };
    const stamp = await this.shared.write(key, entry);
    // What this server just rendered is what it serves for that version: no need to read it back.
    if (stamp) this.known.set(key, { stamp, entry: this.serve(key, entry) });
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    const at = Date.now();
    await this.local.revalidateTag(list, durations);
    const shared = this.shared?.revalidateTags(list, at);
    // One time for both, so that what this process refreshes now (lib/api/data-policy.ts) is not refreshed again
    // when Redis's copy of the mark comes back.
    markTags(list, at);
    await shared;
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
