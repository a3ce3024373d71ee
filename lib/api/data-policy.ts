import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { config } from '@/lib/config';
import {
  dataTag,
  onTagsMarked,
  pageCacheMode,
  tagMark,
  type PageCacheMode,
} from '@/lib/serving/page-cache/page-cache-state.mjs';
import { processWide } from '@/lib/process-state.mjs';
import { untilEndOfSecond } from '@/lib/serving/page-cache/page-lifetime.mjs';
import { observeCall } from './call-telemetry';
import { isUpstreamError, request, upstreamFailure } from './client';
import { withDocumentSizes } from './document-sizes';
import { CALLS, type DataName } from './limits';
import * as reshape from './reshape';
import type { Banner, Bulletin, Exhibitor, GalleryItem, Notification, TodayEvent } from './backend-types';

export type {
  Banner,
  Bulletin,
  BulletinEvent,
  Exhibitor,
  GalleryItem,
  Notification,
  TodayEvent,
} from './backend-types';

/*
 * The backend data policy, all of it. Everything that shows the association's backend data reads it here: pages,
 * the /api route handlers, the feed and calendars, the site search and /api/health.
 *
 * 1. A call is one GET to API_BASE_URL/<call> with the bearer token, given UPSTREAM_TIMEOUT_MS and at most 2 MiB; a
 *    non-2xx answer, a `status` other than 200 in the body, bad JSON or a body without its list is a failure,
 *    logged once in one line that never holds the URL or the token (./client.ts does the call).
 * 2. Each call's list is kept in this server process for REVALIDATE_SECONDS and shared by every caller; after that
 *    one refresh runs for all of them. A failure keeps the last good list (an outage never empties a page) and is
 *    not retried within the window, so the backend sees at most one call per call name per window. A publish (the
 *    revalidation webhook, lib/webhook, revalidating the list's tag on any instance) ends the window at once: one
 *    refresh then, under the same rules.
 * 3. A page regeneration with no good list yet throws, so Next keeps the last good page; a build or a dev server
 *    renders empty sections instead. Pages are cached for REVALIDATE_SECONDS (the cache handler holds them), and
 *    carry the tag of each list they show, so that a publish regenerates them.
 * 4. A list route handler answers the list with `s-maxage` for a shared cache in front, or 502 and `no-store`
 *    when there has never been a good list. The browser's SWR asks it again (components/data/live-lists.tsx).
 * 5. A feed or calendar is always served, never a 5xx (subscribers would drop it): with whatever lists there
 *    are, and `no-store` when one is missing so the next request fills it. One event's .ics file is the exception:
 *    with today's events never loaded it cannot exist, so it is a 503 with Retry-After (app/calendar).
 * 6. /api/health reports `degraded` while any call's latest attempt failed.
 * 7. Each call is a span and, with METRICS_PORT, counted by outcome, timed, and its latest success kept as the age
 *    of the data (./call-telemetry.ts, docs/monitoring.md).
 */

export interface CachedLoader<T> {
  /** Fresh data, or the last good data when a refresh fails; throws only when there has never been good data. */
  get(): Promise<T>;
  readonly lastSuccess: number | null;
  readonly lastFailure: number | null;
}

/**
 * Rules 2 and its retry: one value in memory, one refresh at a time, the last good value kept through failures.
 * `mark` says when the data was last published (0 if never): a refresh that began before the latest publish is
 * out of date, whatever the window.
 */
export function createCachedLoader<T>(
  load: () => Promise<T>,
  { ttlMs, now = Date.now, mark = () => 0 }: { ttlMs: number; now?: () => number; mark?: () => number },
) {
  let value: { data: T } | undefined;
  let lastSuccess: number | null = null;
  let lastFailure: number | null = null;
  let lastError: unknown;
  let inflight: Promise<T> | undefined;
  // The publish that the latest success and the latest failure began after: marks, compared only with marks, so
  // that clocks need not agree.
  let successFor = 0;
  let failureFor = 0;
  const fresh = (at: number | null, publish: number) => at !== null && now() - at < ttlMs && mark() <= publish;

  function refresh(): Promise<T> {
    if (inflight) return inflight;
    const publish = mark();
    inflight = load()
      .then(
        (data) => {
          value = { data };
          lastSuccess = now();
          successFor = publish;
          return data;
        },
        (error: unknown) => {
          lastFailure = now();
          failureFor = publish;
          lastError = error;
          throw error;
        },
      )
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  }

  // Within the window of the latest failure (newer than the latest success), the backend is not asked again.
  const failedLately = () => fresh(lastFailure, failureFor) && (lastSuccess === null || lastFailure! > lastSuccess);

  const loader: CachedLoader<T> = {
    async get() {
      if (value && fresh(lastSuccess, successFor)) return value.data;
      if (failedLately()) {
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

type Reshaper<T> = (raw: Readonly<Record<string, unknown>>, index: number, assetBase: string) => T;

/** `complete`: what a list needs besides its call, once per list version (the notifications' document sizes). */
function listLoader<T>(
  name: DataName,
  field: 'message' | 'todays_events',
  reshapeItem: Reshaper<T>,
  complete: (items: readonly T[]) => Promise<readonly T[]> = async (items) => items,
) {
  const call = CALLS[name];
  const tag = dataTag(name);
  return createCachedLoader<readonly T[]>(
    () =>
      observeCall(call, async () => {
        const list = reshape.listIn(await request(call), field);
        if (!list) throw upstreamFailure(call, 'no_list', `no list in "${field}"`);
        return reshape.records(list).map((item, index) => reshapeItem(item, index, config.assetBaseUrl));
      }).then(complete),
    { ttlMs: config.revalidateSeconds * 1000, mark: () => tagMark(tag) },
  );
}

export const loaders = processWide('api.loaders', () => ({
  banners: listLoader('banners', 'message', reshape.reshapeBanner),
  bulletins: listLoader('bulletins', 'message', reshape.reshapeBulletin),
  notifications: listLoader('notifications', 'message', reshape.reshapeNotification, (items) =>
    withDocumentSizes(items),
  ),
  events: listLoader('events', 'todays_events', reshape.reshapeEvent),
  gallery: listLoader('gallery', 'message', reshape.reshapeGalleryItem),
  exhibitors: listLoader('exhibitors', 'message', reshape.reshapeExhibitor),
})) satisfies Record<DataName, CachedLoader<readonly unknown[]>>;

// Rule 2's publish, on the instance that received it: the lists are fetched again now, not by the first visitor.
onTagsMarked('rasi.api.loaders', (tags) => {
  for (const name of Object.keys(loaders) as DataName[]) {
    if (tags.includes(dataTag(name))) loaders[name].get().catch(() => undefined);
  }
});

export const getBanners = (): Promise<readonly Banner[]> => loaders.banners.get();
export const getBulletins = (): Promise<readonly Bulletin[]> => loaders.bulletins.get();
export const getNotifications = (): Promise<readonly Notification[]> => loaders.notifications.get();
export const getTodaysEvents = (): Promise<readonly TodayEvent[]> => loaders.events.get();
export const getGallery = (): Promise<readonly GalleryItem[]> => loaders.gallery.get();
export const getExhibitors = (): Promise<readonly Exhibitor[]> => loaders.exhibitors.get();

/** Each list's items, by the list's name. */
interface Lists {
  banners: Banner;
  bulletins: Bulletin;
  notifications: Notification;
  events: TodayEvent;
  gallery: GalleryItem;
  exhibitors: Exhibitor;
}

// Rule 3's period: a zero cached for the window, one per list. Reading it gives the page an ISR period of
// REVALIDATE_SECONDS, a runtime setting that a literal `export const revalidate` could not carry, and the list's tag.
const freshnessWindows = Object.fromEntries(
  (Object.keys(CALLS) as DataName[]).map((name) => [
    name,
    unstable_cache(async () => 0, ['rasi-freshness-window', name], {
      revalidate: config.revalidateSeconds,
      tags: [dataTag(name)],
    }),
  ]),
) as Record<DataName, () => Promise<number>>;

/** Thrown by a regeneration with no backend data, so that Next keeps the last good page; one line, no stack. */
export class NoPageData extends Error {
  override readonly name = 'NoPageData';

  constructor() {
    super('no backend data yet; the last good page stays');
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** Rule 3: the list `name` for a server-rendered page, which it tags with the list's tag and freshness window. */
export async function pageData<N extends DataName>(name: N): Promise<readonly Lists[N][]> {
  await freshnessWindows[name]();
  try {
    return (await loaders[name].get()) as readonly Lists[N][];
  } catch (error) {
    if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.NODE_ENV === 'development') return [];
    if (isUpstreamError(error)) throw new NoPageData();
    throw error;
  }
}

export type CacheHeaders = Readonly<Record<string, string>>;

const NO_STORE: CacheHeaders = { 'Cache-Control': 'no-store' };

/**
 * Shared caches keep an answer for the window; browsers ask again each time. No `stale-while-revalidate`: browsers
 * honour it too, and would hand the page's SWR fetch a list up to ten windows old. A shared cache in front serves
 * stale by its own configuration (deploy/nginx: `proxy_cache_use_stale updating`). With the revalidation webhook
 * on, a publish can change the answer at any moment: nginx keeps it to the end of the current second
 * (`X-Accel-Expires`, lib/serving/page-cache/page-lifetime.mjs), as the page cache does for pages.
 */
export function publicCacheHeaders(): CacheHeaders {
  const headers = { 'Cache-Control': `public, max-age=0, s-maxage=${config.revalidateSeconds}` };
  return config.revalidateSecrets.length > 0 ? { ...headers, 'X-Accel-Expires': untilEndOfSecond() } : headers;
}

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

/**
 * Each version of a list as its route handler answers it: the JSON and its ETag, made once per version (a loader
 * hands out the same array until it loads a new one), from which the standalone server answers 304s and keeps the
 * list's best compression (lib/serving/respond.mjs).
 */
const listBodies = new WeakMap<readonly unknown[], { body: string; etag: string }>();

function listBody(list: readonly unknown[]) {
  let answer = listBodies.get(list);
  if (!answer) {
    const body = JSON.stringify(list);
    answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    listBodies.set(list, answer);
  }
  return answer;
}

/** Rule 4: a list route handler's answer. */
export async function listResponse(loader: CachedLoader<readonly unknown[]>): Promise<Response> {
  let list: readonly unknown[];
  try {
    list = await loader.get();
  } catch {
    return new Response(JSON.stringify({ error: 'upstream unavailable' }), {
      status: 502,
      headers: { ...JSON_TYPE, ...NO_STORE },
    });
  }
  const { body, etag } = listBody(list);
  return new Response(body, { status: 200, headers: { ...JSON_TYPE, ...publicCacheHeaders(), ETag: etag } });
}

/** Rule 5: a list for a document, or an empty list when the backend is down and nothing was ever cached. */
export async function loadOrEmpty<T>(load: () => Promise<readonly T[]>): Promise<{ items: readonly T[]; ok: boolean }> {
  try {
    return { items: await load(), ok: true };
  } catch {
    return { items: [], ok: false };
  }
}

export interface BuiltDocument {
  readonly body: string;
  /** False when some backend data was missing: then the document is not cached, so the next request fills it. */
  readonly complete: boolean;
}

/** Rule 5: a document's body and caching, built from what there is, or `fallback` if building fails outright. */
export async function documentBody(
  build: () => Promise<BuiltDocument>,
  fallback: () => string,
): Promise<{ body: string; cacheHeaders: CacheHeaders }> {
  try {
    const { body, complete } = await build();
    return { body, cacheHeaders: complete ? publicCacheHeaders() : NO_STORE };
  } catch {
    return { body: fallback(), cacheHeaders: NO_STORE };
  }
}

export interface Health {
  readonly status: 'ok';
  readonly upstream: 'ok' | 'degraded' | 'demo';
  readonly lastSuccess: string | null;
  /** Where pages are cached: this instance's own memory and disk, or the Redis all instances share. */
  readonly pageCache: PageCacheMode;
}

/** Rule 6: the site is up, whether its latest backend calls worked, and where its pages are cached. */
export async function health(): Promise<Health> {
  const all = Object.values(loaders);
  const degraded = all.some((l) => l.lastFailure !== null && (l.lastSuccess === null || l.lastFailure > l.lastSuccess));
  const successes = all.map((l) => l.lastSuccess).filter((t): t is number => t !== null);
  return {
    status: 'ok',
    upstream: config.demo ? 'demo' : degraded ? 'degraded' : 'ok',
    lastSuccess: successes.length ? new Date(Math.max(...successes)).toISOString() : null,
    pageCache: await pageCacheMode(),
  };
}
