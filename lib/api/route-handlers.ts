import 'server-only';
import { documentBody, listResponse, type BuiltDocument, type CachedLoader } from './data-policy';

const ALLOW = 'GET, HEAD, OPTIONS';

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
 * The browser's door to one upstream call: the same cached loader as the pages (lib/api/data-policy.ts, rule 4), so
 * visitors never reach the backend directly and never see the token. The query string is ignored and nothing is
 * forwarded.
 */
export function listRouteHandlers(loader: CachedLoader<readonly unknown[]>) {
  return readOnlyRouteHandlers(() => listResponse(loader));
}

/**
 * A document (a feed, a calendar) built from backend data that may be missing: always served, never a 5xx
 * (lib/api/data-policy.ts, rule 5).
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
  return readOnlyRouteHandlers(async () => {
    const { body, cacheHeaders } = await documentBody(build, fallback);
    return new Response(body, {
      status: 200,
      headers: { ...headers, 'Content-Type': contentType, ...cacheHeaders },
    });
  });
}
