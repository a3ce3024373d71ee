import { NextResponse, type NextRequest } from 'next/server';
import { hasFilters, parseFilters } from '@/lib/directory';
import { redirectTarget } from '@/lib/redirects';
import { canonicalPath } from '@/lib/routes';
import { contentSecurityPolicy, CSP_HEADER } from '@/lib/security-headers.mjs';
import { ASKED_PATH_HEADER, ASKED_PATH_MAX } from '@/lib/suggestions';

const DIRECTORY = '/rasi-members';
const DIRECTORY_SEARCH = '/rasi-members/search';
// The internal route that answers an unknown address with status 404 and the pages closest to it.
const SUGGESTIONS = '/not-found-suggestions';
// Marks the proxy's own rewrite to the internal search route; random per process, so no visitor can forge it.
const INTERNAL_HEADER = 'x-rasi-internal';
const INTERNAL_KEY = crypto.randomUUID();

/**
 * The few request rewrites the route table needs:
 * - `/vision%26mission` reaches `/vision&mission` (Next 16 treats the encoded form as another path);
 * - another spelling of a page (letter case, trailing slashes, an old or plain-English address of lib/redirects.ts)
 *   is redirected (308) to the page in one hop, its query kept;
 * - a filtered directory (`/rasi-members?q=…`) is served by the internal search route, which stays unreachable
 *   by its own name, so the unfiltered directory remains a prerendered page;
 * - any other address a browser asks for is answered by the internal suggestions route: 404, with the pages
 *   closest to what was asked, which only the proxy knows, so it passes it on in a request header.
 * Those two internal routes render per request, so their Content-Security-Policy uses a nonce, which Next reads
 * from the request and puts on its scripts.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  if (pathname === DIRECTORY_SEARCH || pathname.startsWith(`${DIRECTORY_SEARCH}/`)) {
    if (request.headers.get(INTERNAL_HEADER) === INTERNAL_KEY) return NextResponse.next();
    return suggestPages(request);
  }

  if (pathname === DIRECTORY) {
    if (!hasFilters(parseFilters(searchParams))) return NextResponse.next();
    const url = request.nextUrl.clone();
    url.pathname = DIRECTORY_SEARCH;
    return renderWithNonce(request, url);
  }

  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return NextResponse.next();
  }
  const target = redirectTarget(decoded);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    const response = NextResponse.redirect(url, 308);
    response.headers.set(CSP_HEADER, contentSecurityPolicy());
    return response;
  }
  if (canonicalPath(decoded) === decoded) {
    if (decoded === pathname) return NextResponse.next();
    const url = request.nextUrl.clone();
    url.pathname = decoded;
    return NextResponse.rewrite(url);
  }
  return suggestPages(request);
}

/** The 404 page with suggestions, for pages a browser asks for; anything else gets Next's own answer. */
function suggestPages(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = SUGGESTIONS;
  url.search = '';
  // Percent-encoded, so any address fits a header; the page decodes and shows at most ASKED_PATH_MAX characters.
  return renderWithNonce(request, url, request.nextUrl.pathname.slice(0, ASKED_PATH_MAX * 3));
}

function renderWithNonce(request: NextRequest, url: URL, asked?: string) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ scriptSources: [`'nonce-${nonce}'`] });
  const headers = new Headers(request.headers);
  headers.set(INTERNAL_HEADER, INTERNAL_KEY);
  headers.set(CSP_HEADER, policy);
  headers.delete(ASKED_PATH_HEADER);
  if (asked !== undefined) headers.set(ASKED_PATH_HEADER, asked);
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  // The proxy costs about a millisecond of server time per request, so it runs only where it has work: never for
  // static files, images (the backend's through /media), backend documents (/files), metadata routes, feeds and
  // route handlers, nor for a page's own canonical path (the 25 paths of lib/routes.ts, '/' included: the empty
  // alternative). So it does run for any other spelling (`/OfficeBearers`, `/vision%26mission`), for unknown paths
  // and internal names, and for a filtered directory.
  // Next needs the matcher as a literal; lib/proxy-matcher.test.ts checks it against the route table.
  matcher: [
    {
      source:
        '/((?!_next/|api/|images/|media/|files/|favicon|icon|apple-icon|manifest|robots|sitemap|opengraph-image|twitter-image|feed\\.xml|events\\.ics|(?:aboutrasi|presidentmessage|vision&mission|milestones|officebearers|pastpresident|executivemembers|roll-of-honour|membership|membersbenefits|rasi-members|seniormembers|bulletins|notification|gallery|tradefairs|visitorsbook|services|sevicesprovided|guidancecell|enterpreneurship|mouwithtechnicalinstitutions|membershipingovtcommittees|contactus)?$).*)',
    },
    { source: '/rasi-members', has: [{ type: 'query', key: 'q' }] },
    { source: '/rasi-members', has: [{ type: 'query', key: 'category' }] },
    { source: '/rasi-members', has: [{ type: 'query', key: 'district' }] },
  ],
};
