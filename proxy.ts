import { NextResponse, type NextRequest } from 'next/server';
import { hasFilters, parseFilters } from '@/lib/directory';
import { DIRECTORY_PATH, DIRECTORY_SEARCH_PATH } from '@/lib/directory-paths';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { TAMIL_NOT_FOUND_PATH } from '@/lib/i18n/tamil-not-found';
import { redirectTarget } from '@/lib/redirects';
import { canonicalPath } from '@/lib/routes';
import { OFFLINE_PATH } from '@/lib/offline/offline-paths.mjs';
import { MEMBER_NOT_FOUND_ID, memberIdOfPath, memberPath } from '@/lib/member-pages';
import { PAGE_FINDER_PATH } from '@/lib/page-finder';
import { SEARCH_PATH } from '@/lib/search/search-limits';
import { contentSecurityPolicy, CSP_HEADER } from '@/lib/security-headers.mjs';

const DIRECTORY = DIRECTORY_PATH;
const DIRECTORY_SEARCH = DIRECTORY_SEARCH_PATH;
const MEMBER_NOT_FOUND = memberPath(MEMBER_NOT_FOUND_ID);
// An address no route answers, so Next renders the designed not-found page with status 404.
const NOT_FOUND = '/__not-found';
// Marks the proxy's own rewrite to the internal search route; random per process, so no visitor can forge it.
const INTERNAL_HEADER = 'x-rasi-internal';
const INTERNAL_KEY = crypto.randomUUID();

/**
 * The few request rewrites the route table needs:
 * - `/vision%26mission` reaches `/vision&mission` (Next 16 treats the encoded form as another path);
 * - another spelling of a page (letter case, trailing slashes, an old or plain-English address of lib/redirects.ts)
 *   is redirected (308) to the page in one hop, its query kept;
 * - a filtered directory (`/rasi-members?q=…`) is served by the internal search route, which stays unreachable
 *   by its own name, so the unfiltered directory remains a prerendered page. That route renders per request
 *   anyway, so its Content-Security-Policy uses a nonce, which Next reads from the request and puts on its scripts;
 * - an address under the directory that names no member firm gets the member not-found page (404, with the
 *   directory's search), prerendered once at one address; another spelling of a firm's page is redirected to it;
 * - the page finder and the site search, rendered per request too, get a nonce the same way.
 */
export function proxy(request: NextRequest) {
  const { pathname: address, searchParams } = request.nextUrl;
  // The same rules for both languages: `path` is the address without its `/ta`, `inLocale` puts it back.
  const { locale, path: pathname } = splitLocale(address);
  const inLocale = (path: string) => localePath(locale, path);
  const notFoundPath = locale === 'ta' ? TAMIL_NOT_FOUND_PATH : NOT_FOUND;

  // The Tamil not-found page itself, which the rewrites below lead to (Next runs the proxy again for it), and the
  // offline page, which is not in the route table.
  if (address === TAMIL_NOT_FOUND_PATH || pathname === OFFLINE_PATH) return NextResponse.next();

  if (pathname === DIRECTORY_SEARCH || pathname.startsWith(`${DIRECTORY_SEARCH}/`)) {
    if (request.headers.get(INTERNAL_HEADER) === INTERNAL_KEY) return NextResponse.next();
    return NextResponse.rewrite(sameOrigin(request, notFoundPath));
  }

  if (pathname === PAGE_FINDER_PATH || pathname === SEARCH_PATH) {
    // Rendered per request (their answer depends on the query), so under a nonce like the directory search.
    const { headers, policy } = nonceHeaders(request);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set(CSP_HEADER, policy);
    return response;
  }

  if (pathname === DIRECTORY) {
    if (!hasFilters(parseFilters(searchParams))) return NextResponse.next();
    const url = sameOrigin(request, inLocale(DIRECTORY_SEARCH));
    const { headers, policy } = nonceHeaders(request);
    headers.set(INTERNAL_HEADER, INTERNAL_KEY);
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
  // `/ta/` is the Tamil home page's other spelling, as `/ta/AboutRASI/` is that of `/ta/aboutrasi`.
  const target = redirectTarget(decoded) ?? (pathname === '/' && address !== inLocale('/') ? '/' : undefined);
  if (target) {
    // Not nextUrl.clone(): it puts back the trailing slash the request came with.
    const response = NextResponse.redirect(sameOrigin(request, inLocale(target)), 308);
    response.headers.set(CSP_HEADER, contentSecurityPolicy());
    return response;
  }
  if (decoded.startsWith(`${DIRECTORY}/`)) {
    // A firm's page reaches the proxy only when the matcher's literal lags behind content/members.ts; the member
    // not-found page itself is where the rewrite below leads.
    if (memberIdOfPath(decoded) || decoded === MEMBER_NOT_FOUND) return NextResponse.next();
    return NextResponse.rewrite(sameOrigin(request, inLocale(MEMBER_NOT_FOUND)));
  }
  if (canonicalPath(decoded) !== decoded) {
    // No such page. In English, Next's own routing ends at app/global-not-found.tsx; a Tamil address gets the
    // Tamil not-found page, prerendered once.
    return locale === 'ta' ? NextResponse.rewrite(sameOrigin(request, TAMIL_NOT_FOUND_PATH)) : NextResponse.next();
  }
  if (decoded === pathname) return NextResponse.next();
  return NextResponse.rewrite(sameOrigin(request, inLocale(decoded)));
}

/**
 * The address a rewrite or redirect leads to: `pathname` on the origin Next gave the request (`request.url`), the
 * query kept.
 * Not `request.nextUrl`, which calls a loopback host `localhost`: on a server bound to 127.0.0.1 (as behind nginx)
 * that is another origin, and Next carries out a rewrite to another origin as an HTTP request to it, a second
 * connection to this same server that fails with a 500 when the server is closing.
 */
function sameOrigin(request: NextRequest, pathname: string): URL {
  const url = new URL(request.url);
  url.pathname = pathname;
  return url;
}

export const config = {
  // The proxy costs about a millisecond of server time per request, so it runs only where it has work: never for
  // static files, images (the backend's through /media), backend documents (/files), metadata routes, feeds, each
  // event's .ics file (/calendar/…), each firm's vCard (/vcard/…), the OpenSearch description and route handlers, nor
  // for a page's own canonical path (the paths of lib/route-table.mjs and each member firm's page, by the ids of
  // content/members.ts, in both languages, '/' included: the empty alternative). So it does run for any other
  // spelling (`/OfficeBearers`, `/vision%26mission`), for unknown paths and internal names, and for a filtered
  // directory. Next compiles each source again, twice, for every request, so a page's
  // list is written once.
  // Next reads the matcher from this file's source, so it must be a literal: `npm run routes`
  // (scripts/write-routes.mjs) writes it from the route table and the firms' ids, and lib/route-files.test.ts fails
  // when it lags behind them.
  matcher: [
    {
      source:
        '/((?!_next/|api/|images/|media/|files/|favicon|icon|apple-icon|manifest|robots|sitemap|opengraph-image|twitter-image|feed\\.xml|events\\.ics|calendar/|vcard/|opensearch\\.xml|ta/opensearch\\.xml|ta/manifest|sw\\.js|\\.well-known/|(?:(?:ta/)?(?:aboutrasi|presidentmessage|vision&mission|milestones|officebearers|pastpresident|executivemembers|roll-of-honour|membership|membersbenefits|rasi-members|seniormembers|bulletins|notification|gallery|tradefairs|visitorsbook|services|sevicesprovided|guidancecell|enterpreneurship|mouwithtechnicalinstitutions|membershipingovtcommittees|contactus|accessibility|site-map|privacy|terms|website-policies|help|offline|rasi-members/(?:kaveri-polymers|sri-balaji-precision-castings|anthony-forge-fabrication|kaveri-steel-fabricators|sri-venkateswara-foundry|karthik-engineering-works|sri-murugan-alloy-castings|noor-polymers|venkat-boiler-tubes|jeyam-electronics|natraj-electricals|ravi-fabrication-works|balaji-sheet-metal-works|srirangam-offset-printers|rockfort-agro-chemicals|kavitha-food-products|vasanth-printers-packagers|arasu-modern-rice-mill|revathi-spices-masala|kumbakonam-brass-works|raja-paper-products|crescent-rice-mill-machinery|jaya-food-products|vallam-bio-fertilisers|sri-kamakshi-rice-industries|delta-agro-implements|ilango-agro-engineering|sumathi-oil-mills|shanthi-printers|lourdes-agro-implements|mannai-modern-rice-mill|kamalalayam-electricals|coromandel-seafoods|sea-star-fibreglass-boats|arokia-salt-works|nagai-fishing-nets|vedaranyam-ice-plant|velankanni-marine-engineering|thirumarugal-rice-mill|ismail-coach-works|amaravathi-home-textiles|bhuvana-made-ups|gopal-coach-builders|sundaram-pumps-motors|muthu-handloom-weavers|kongu-mosquito-nets|kulithalai-plastic-industries|stella-cashew-exports|al-ameen-engineering-works|sendurai-agro-chemicals|ariyalur-wear-castings|jayam-woven-sacks|priya-garments|geetha-garments|nithya-foods|chandra-forgings|thirumayam-electronics|aranthangi-agro-tools|pudugai-agro-inputs|murugan-electricals|elango-ginning-factory|pandian-cotton-ginning-mills|perambalur-maize-products|siruvachur-agro-implements|perambalur-offset-press|eraiyur-engineering-works))|ta)?$).*)',
    },
    { source: '/rasi-members', has: [{ type: 'query', key: 'q' }] },
    { source: '/rasi-members', has: [{ type: 'query', key: 'category' }] },
    { source: '/rasi-members', has: [{ type: 'query', key: 'district' }] },
    { source: '/ta/rasi-members', has: [{ type: 'query', key: 'q' }] },
    { source: '/ta/rasi-members', has: [{ type: 'query', key: 'category' }] },
    { source: '/ta/rasi-members', has: [{ type: 'query', key: 'district' }] },
  ],
};

/** A policy with a fresh nonce, and the request's headers carrying it, from which Next puts it on its scripts. */
function nonceHeaders(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ scriptSources: [`'nonce-${nonce}'`] });
  const headers = new Headers(request.headers);
  headers.set(CSP_HEADER, policy);
  return { headers, policy };
}
