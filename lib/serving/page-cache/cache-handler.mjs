// The page cache Next is configured with (next.config.mjs `cacheHandler`): Next's documented handler interface
// (get, set, revalidateTag, resetRequestCache) over two stores. Each instance keeps its pages where Next would,
// in its own memory and on its disk (Next's file-system cache, which also holds the pages the build prerendered).
// With CACHE_REDIS_URL, every instance also keeps them in one Redis (lib/serving/page-cache/shared-cache.mjs) and reads them from
// there first, so all instances serve the same version of a page; when Redis is away, each serves its own.
//
// Every cached HTML page carries a Content-Security-Policy that allows exactly the inline scripts in that HTML,
// by hash. Next serves the headers stored with a cache
// entry along with it, so prerendered and ISR pages get a strict policy without being rendered per request,
// and a page regenerated with new data gets new hashes together with its new HTML.
//
// And no cached page holds a setting of the server that stored it: pages are stored for a placeholder origin and
// get this server's SITE_URL on the way out (lib/serving/page-cache/site-origin.mjs), and its REVALIDATE_SECONDS
// (lib/serving/page-cache/page-lifetime.mjs). So one build serves any environment, and a page cache left on disk by a start with
// other settings is served with this one's.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fresh from 'next/dist/compiled/fresh/index.js';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { getCacheControlHeader } from 'next/dist/server/lib/cache-control.js';
import {
  lifetimeToStore,
  NGINX_EXPIRES_HEADER,
  pathOf,
  prerenderedLifetimes,
  runtimeLifetime,
  untilEndOfSecond,
  withoutBrowserStaleness,
} from './page-lifetime.mjs';
import { FlightFormatError, PLACEHOLDER_ORIGIN, renderedSiteUrl, swapOrigin } from './site-origin.mjs';
import { readEnv } from '../../env.mjs';
import { DATA_TAG_PREFIX, markTags, pageCacheState, tagMark } from './page-cache-state.mjs';
import { createSharedCache } from './shared-cache.mjs';
import { logLine } from '../request-context.mjs';
import { metricsRecorder } from '../metrics.mjs';
import { stylesheetInliner } from './inline-styles.mjs';
import { asciiHtml } from './ascii-html.mjs';
import { deferScripts } from './deferred-scripts.mjs';
import { contentSecurityPolicy, CSP_HEADER, inlineScriptHashes, inlineStyleHashes } from '../../security-headers.mjs';

/** Next's own cache in memory and on disk: the store of a single instance, and each instance's fallback. */
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const CSP_KEY = CSP_HEADER.toLowerCase();
const ETAG_KEY = 'etag';
const TAGS_HEADER = 'x-next-cache-tags';
const { siteUrl, revalidateSeconds, cacheRedisUrl, revalidateSecrets } = readEnv();
// The revalidation webhook (lib/webhook) can change a backend page at any moment.
const publishes = revalidateSecrets.length > 0;
// The origin this process renders and serves pages for: the placeholder itself while `next build` prerenders.
const origin = renderedSiteUrl(siteUrl);
const ROUTE_POLICY = contentSecurityPolicy();

/**
 * Gives a cached response its policy, in place: Next answers a cache miss with the very headers object it stores,
 * so the first visitor gets the policy too. Idempotent; the policy of a page travels with its HTML.
 */
function addPolicy(value) {
  let policy;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
    policy = () =>
      contentSecurityPolicy({
        scriptSources: inlineScriptHashes(value.html),
        styleSources: inlineStyleHashes(value.html),
      });
  } else if (value?.kind === 'APP_ROUTE') {
    // Static route handlers: icon.svg, and robots.txt or a sitemap when there are some.
    policy = () => ROUTE_POLICY;
  } else {
    return;
  }
  value.headers ??= {};
  if (typeof value.headers[CSP_KEY] !== 'string') value.headers[CSP_KEY] = policy();
}

/** Puts a page's stylesheets into its HTML (lib/serving/page-cache/inline-styles.mjs); set up with the build's static folder. */
let inlineStyles = (/** @type {string} */ html) => html;
/** The server folder `inlineStyles` was set up for: Next builds a page cache for every request, the inliner (and
 * the stylesheets it has read) is made once. */
let inlinerFor;

/**
 * The validator of a page as served, made here once per version of the page: Next's own (`generateEtags`, off in
 * next.config.mjs) hashes the whole HTML again on every request, a fifth of the server's time on the home page.
 * Weak, because the page's RSC payload, served at the same address, carries it too: both are that one version.
 */
function etagOf(html) {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** Whether a page shows backend data: it carries a data tag (page-cache-state.mjs `dataTag`). */
function showsBackendData(value) {
  const tags = value.headers?.[TAGS_HEADER];
  return typeof tags === 'string' && tags.split(',').some((tag) => tag.startsWith(DATA_TAG_PREFIX));
}

/** A page as it is served: its stylesheets in its HTML, its scripts fetched and run after its first screen
 * (lib/serving/page-cache/deferred-scripts.mjs), written in ASCII (lib/serving/page-cache/ascii-html.mjs), the policy that allows
 * exactly its inline code, its ETag. */
function finish(value) {
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
    const html = asciiHtml(deferScripts(inlineStyles(value.html)));
    // A policy made for the HTML before its stylesheets and loader went in, or its scripts were escaped, would
    // block them.
    if (html !== value.html && value.headers) delete value.headers[CSP_KEY];
    value.html = html;
    value.headers ??= {};
    value.headers[ETAG_KEY] = etagOf(html);
    delete value.headers[NGINX_EXPIRES_HEADER];
  }
  addPolicy(value);
}

/**
 * An entry as this request gets it: with the webhook on, a backend page carries how long nginx may keep it
 * (lib/serving/page-cache/page-lifetime.mjs `untilEndOfSecond`), on a copy of its headers, since the value changes every
 * second and the stored ones are shared by every request. The Cache-Control others read is unchanged.
 */
function forThisRequest(entry) {
  const value = entry?.value;
  if (!publishes || value?.kind !== 'APP_PAGE' || !showsBackendData(value)) return entry;
  return { ...entry, value: { ...value, headers: { ...value.headers, [NGINX_EXPIRES_HEADER]: untilEndOfSecond() } } };
}

// What this process serves for each stored value, made once: Next's memory cache hands out the same stored object
// until it changes, so a page costs one pass, not one per request.
const served = new WeakMap();

/** A stored page as this server serves it: its SITE_URL in place of the placeholder, and the policy of that HTML. */
function forVisitors(stored) {
  let value = served.get(stored);
  if (!value) {
    value = swapOrigin(stored, PLACEHOLDER_ORIGIN, origin);
    finish(value);
    served.set(stored, value);
  }
  return value;
}

/** A rendered page as it is stored: the placeholder in place of this server's origin, without a policy or an ETag
 * (both change with the origin). The rendered page itself, policy and ETag added, is what this server serves for it. */
function forStorage(rendered) {
  const stored = swapOrigin(rendered, origin, PLACEHOLDER_ORIGIN);
  if (stored === rendered) return stored;
  if (stored.headers) {
    delete stored.headers[CSP_KEY];
    delete stored.headers[ETAG_KEY];
    delete stored.headers[NGINX_EXPIRES_HEADER];
  }
  served.set(stored, rendered);
  return stored;
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

const PAGE_CONTEXT = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };

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
    known: new Map(),
    pageKeys: new Map(),
    renders: new Map(),
    cache: undefined,
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

export default class PageCache {
  constructor(ctx) {
    this.local = new FileSystemCache(ctx);
    // Some of Next's callers (the proxy's, the not-found page's) build the cache without its server folder.
    this.serverDistDir = ctx?.serverDistDir ?? join(process.cwd(), '.next', 'server');
    if (inlinerFor !== this.serverDistDir) {
      inlinerFor = this.serverDistDir;
      inlineStyles = stylesheetInliner(join(this.serverDistDir, '..', 'static'));
    }
    const state = processState(this.serverDistDir);
    const { shared, known } = state;
    // The cache that answers conditional requests for the proxy (lib/serving/page-cache/page-cache-state.mjs): one that
    // can read the pages on disk.
    if (ctx?.serverDistDir) state.cache = this;
    // page path → its cache key, learnt from the pages served, for the same.
    this.pageKeys = state.pageKeys;
    this.shared = shared;
    // key → { stamp, entry }: the version of each page last read from or written to Redis, as this server serves
    // it, so that an unchanged page costs one small Redis call and no decoding.
    this.known = known;
    // page key → when this process first found it missing or stale since it last stored it: when a regeneration
    // that is still to be stored began, at the latest.
    this.renders = state.renders;
  }

  /** A stored entry as this server serves it, or null when the page cannot be given this server's origin. */
  serve(key, entry) {
    if (entry?.value?.kind !== 'APP_PAGE' && entry?.value?.kind !== 'APP_ROUTE') return entry;
    let value;
    try {
      value = forVisitors(entry.value);
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

  /**
   * The version of a page this server serves now: its ETag, the headers that name it (ETag, Cache-Control and, with
   * the webhook on, how long nginx may keep it) and whether it is stale (Next serves it while it regenerates it, or
   * regenerates it first when past its expiry); null when there is none. Only for pages served since this process
   * started, whose cache keys it has seen. For the 304s of `notModified` and the page replay
   * (lib/serving/page-replay.mjs).
   * @param {string} path  the page's path
   */
  async currentVersion(path) {
    const key = this.pageKeys.get(path);
    if (!key) return null;
    const entry = await this.get(key, PAGE_CONTEXT);
    const etag = entry?.value?.headers?.[ETAG_KEY];
    if (!entry || typeof etag !== 'string') return null;
    // A page served with no lifetime of its own has the build's, as Next reads it from the prerender manifest.
    const lifetime = entry.cacheControl ?? withoutBrowserStaleness(buildLifetimes(this.serverDistDir).get(path));
    const nginxExpires = entry.value.headers[NGINX_EXPIRES_HEADER];
    return {
      etag,
      stale: isStale(entry.lastModified, lifetime),
      headers: {
        etag,
        'cache-control': getCacheControlHeader(lifetime),
        ...(typeof nginxExpires === 'string' ? { [NGINX_EXPIRES_HEADER]: nginxExpires } : {}),
      },
    };
  }

  /**
   * Answers a conditional request for a page (proxy.ts): the headers of a 304 Not Modified when the version this
   * server serves now (`currentVersion`) is still fresh and is the one the visitor holds (its If-None-Match);
   * otherwise null, and Next serves the page, regenerating it if stale, as for any request.
   * @param {string} path  the page's canonical path
   * @param {{ 'if-none-match'?: string, 'cache-control'?: string }} request  the request's validators
   */
  async notModified(path, request) {
    const version = await this.currentVersion(path);
    return version && !version.stale && fresh(request, { etag: version.etag }) ? version.headers : null;
  }

  async get(key, ctx) {
    const path = key.startsWith('/route-cache/APP_PAGE/') ? pathOf(key) : undefined;
    if (path) this.pageKeys.set(path, key);
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
    finish(data);
    // Next serves `data` itself to a visitor who waited for the regeneration.
    if (publishes && data?.kind === 'APP_PAGE' && showsBackendData(data)) {
      data.headers[NGINX_EXPIRES_HEADER] = untilEndOfSecond();
    }
    // Served to that visitor, but not kept.
    if (publishes && this.renderedAcrossPublish(key, data)) return;
    let stored;
    try {
      stored = forStorage(data);
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
