import { NextResponse, type NextRequest } from 'next/server';
import { hasFilters, parseFilters } from '@/lib/directory';
import { readEnv } from '@/lib/env.mjs';
import { canonicalPath } from '@/lib/routes';
import { contentSecurityPolicy, CSP_HEADER } from '@/lib/security-headers.mjs';

const DIRECTORY = '/rasi-members';
const DIRECTORY_SEARCH = '/rasi-members/search';
// An address no route answers, so Next renders the designed not-found page with status 404.
const NOT_FOUND = '/__not-found';
// Marks the proxy's own rewrite to the internal search route; random per process, so no visitor can forge it.
const INTERNAL_HEADER = 'x-rasi-internal';
const INTERNAL_KEY = crypto.randomUUID();
const { assetBaseUrl } = readEnv();

/**
 * The few request rewrites the route table needs:
 * - `/vision%26mission` reaches `/vision&mission` (Next 16 treats the encoded form as another path);
 * - a path that differs only in letter case is redirected (308) to its canonical spelling;
 * - a filtered directory (`/rasi-members?q=…`) is served by the internal search route, which stays unreachable
 *   by its own name, so the unfiltered directory remains a prerendered page. That route renders per request
 *   anyway, so its Content-Security-Policy uses a nonce, which Next reads from the request and puts on its scripts.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  if (pathname === DIRECTORY_SEARCH || pathname.startsWith(`${DIRECTORY_SEARCH}/`)) {
    if (request.headers.get(INTERNAL_HEADER) === INTERNAL_KEY) return NextResponse.next();
    return NextResponse.rewrite(new URL(NOT_FOUND, request.url));
  }

  if (pathname === DIRECTORY) {
    if (!hasFilters(parseFilters(searchParams))) return NextResponse.next();
    const url = request.nextUrl.clone();
    url.pathname = DIRECTORY_SEARCH;
    const nonce = btoa(crypto.randomUUID());
    const policy = contentSecurityPolicy({ assetBaseUrl, scriptSources: [`'nonce-${nonce}'`] });
    const headers = new Headers(request.headers);
    headers.set(INTERNAL_HEADER, INTERNAL_KEY);
    headers.set(CSP_HEADER, policy);
    const response = NextResponse.rewrite(url, { request: { headers } });
    response.headers.set(CSP_HEADER, policy);
    return response;
  }

  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return NextResponse.next();
  }
  const canonical = canonicalPath(decoded);
  if (!canonical || canonical === pathname) return NextResponse.next();
  if (canonical === decoded) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.rewrite(url);
  }
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  const response = NextResponse.redirect(url, 308);
  response.headers.set(CSP_HEADER, contentSecurityPolicy({ assetBaseUrl }));
  return response;
}

export const config = {
  // Static files, images, metadata routes, feeds and route handlers never need the proxy.
  matcher: [
    '/((?!_next/|api/|images/|favicon|icon|apple-icon|manifest|robots|sitemap|opengraph-image|twitter-image|feed\\.xml|events\\.ics).*)',
  ],
};
