import 'server-only';
import { config } from '@/lib/config';
import type { CachedLoader } from './store';

const ALLOW = 'GET, HEAD, OPTIONS';

/**
 * Shared caches keep an answer for the freshness window; browsers ask again each time. No `stale-while-revalidate`:
 * browsers honour it too, and would hand the page's SWR fetch a list up to ten windows old while they refetch it
 * for nobody. A shared cache in front serves stale by its own configuration (deploy/nginx: `proxy_cache_use_stale
 * updating`).
 */
export function publicCacheControl(): string {
  return `public, max-age=0, s-maxage=${config.revalidateSeconds}`;
}

function json(body: unknown, status: number, cacheControl: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

/** 405 for the methods a read-only route does not answer, naming the ones it does (RFC 9110 requires Allow). */
export function methodNotAllowed(): Response {
  return new Response(JSON.stringify({ error: 'method not allowed' }), {
    status: 405,
    headers: { Allow: ALLOW, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A read-only resource: GET (and HEAD, which Next answers from GET), OPTIONS, and 405 with `Allow` for the rest. */
export function readOnlyRouteHandlers<A extends unknown[]>(GET: (...args: A) => Promise<Response> | Response) {
  return {
    GET,
    OPTIONS: (): Response => new Response(null, { status: 204, headers: { Allow: ALLOW } }),
    POST: methodNotAllowed,
    PUT: methodNotAllowed,
    PATCH: methodNotAllowed,
    DELETE: methodNotAllowed,
  };
}

/**
 * The browser's door to one upstream call: the same cached loader as the pages, so visitors never reach the
 * backend directly and never see the token. The query string is ignored and nothing is forwarded.
 */
export function listRouteHandlers(loader: CachedLoader<readonly unknown[]>) {
  return readOnlyRouteHandlers(async () => {
    try {
      return json(await loader.get(), 200, publicCacheControl());
    } catch {
      return json({ error: 'upstream unavailable' }, 502, 'no-store');
    }
  });
}

/** A list from a getter, or an empty list when the backend is down and nothing was ever cached. */
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

/**
 * A document (a feed, a calendar) built from backend data that may be missing. It is always served, never a
 * 5xx: subscribers poll, and an error would only make their readers drop the subscription.
 */
export function documentRouteHandlers({
  contentType,
  build,
  fallback,
  headers = {},
}: {
  contentType: string;
  build: () => Promise<BuiltDocument>;
  /** What to serve if building fails outright: a valid document with what needs no backend. */
  fallback: () => string;
  headers?: Readonly<Record<string, string>>;
}) {
  const respond = (body: string, cacheControl: string) =>
    new Response(body, {
      status: 200,
      headers: { ...headers, 'Content-Type': contentType, 'Cache-Control': cacheControl },
    });
  return readOnlyRouteHandlers(async () => {
    try {
      const { body, complete } = await build();
      return respond(body, complete ? publicCacheControl() : 'no-store');
    } catch {
      return respond(fallback(), 'no-store');
    }
  });
}
