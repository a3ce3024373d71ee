import 'server-only';
import { config } from '@/lib/config';
import type { CachedLoader } from './store';

const ALLOW = 'GET, HEAD, OPTIONS';

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

/**
 * The browser's door to one upstream call: the same cached loader as the pages, so visitors never reach the
 * backend directly and never see the token. The query string is ignored and nothing is forwarded.
 */
export function listRouteHandlers(loader: CachedLoader<readonly unknown[]>) {
  const window = config.revalidateSeconds;

  return {
    async GET(): Promise<Response> {
      try {
        const items = await loader.get();
        return json(items, 200, `public, max-age=0, s-maxage=${window}, stale-while-revalidate=${window * 10}`);
      } catch {
        return json({ error: 'upstream unavailable' }, 502, 'no-store');
      }
    },
    OPTIONS: (): Response => new Response(null, { status: 204, headers: { Allow: ALLOW } }),
    POST: methodNotAllowed,
    PUT: methodNotAllowed,
    PATCH: methodNotAllowed,
    DELETE: methodNotAllowed,
  };
}
