import { distance } from 'fastest-levenshtein';
import { ROUTES, type SiteRoute } from './routes';

/** How much of an unknown address the 404 page shows and compares: enough for any real mistype, and bounded. */
export const ASKED_PATH_MAX = 100;

/** The request header on which proxy.ts passes the asked address (percent-encoded) to the 404 page. */
export const ASKED_PATH_HEADER = 'x-rasi-asked-path';

/**
 * An address as the 404 page shows it: percent-decoded where it can be (the proxy may have cut it inside an
 * escape), at most ASKED_PATH_MAX characters.
 */
export function askedPath(raw: string): string {
  let path = raw;
  for (const encoded of [raw, raw.replace(/(?:%[\da-f]{0,2})+$/i, '')]) {
    try {
      path = decodeURIComponent(encoded);
      break;
    } catch {
      // Bad percent-encoding: shown as it came.
    }
  }
  return [...path].slice(0, ASKED_PATH_MAX).join('');
}

// Compared without case, punctuation or spaces: `/Roll_of_Honour` is `/roll-of-honour`, `/vision-and-mission`
// is the title "Vision and mission".
const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const CANDIDATES = ROUTES.map((route) => ({
  route,
  names: [comparable(route.path), comparable(route.title)].filter(Boolean),
}));

/**
 * The `count` pages closest to an asked address (as askedPath gives it): the edit distance to each page's path or
 * title, whichever is nearer, over the longer one's length, so that a short name (`/`, "Home") does not come near
 * every long mistype just by being short; ties keep the route table's order.
 */
export function suggestPages(asked: string, count = 3): SiteRoute[] {
  const wanted = comparable([...asked].slice(0, ASKED_PATH_MAX).join(''));
  return CANDIDATES.map(({ route, names }, order) => ({
    route,
    order,
    score: Math.min(...names.map((name) => distance(wanted, name) / Math.max(wanted.length, name.length))),
  }))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, count)
    .map(({ route }) => route);
}
