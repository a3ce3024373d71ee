import { distance } from 'fastest-levenshtein';
import { ROUTES, type SiteRoute } from './routes';

/** The page finder's address (app/find-page), which the 404 page's form asks. */
export const PAGE_FINDER_PATH = '/find-page';

/** How much of a query the page finder reads: enough for any page's name, and a bounded amount of work. */
export const PAGE_QUERY_MAX = 100;

/** The query of a request (`?q=`, perhaps repeated), as text, trimmed and at most PAGE_QUERY_MAX characters. */
export function pageQuery(raw: string | string[] | undefined): string {
  const first = Array.isArray(raw) ? raw[0] : raw;
  // One spelling of each letter (NFC), and without the invisible joiners a Tamil keyboard may put between letters.
  const text = (first ?? '').normalize('NFC').replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
  return [...text.trim()].slice(0, PAGE_QUERY_MAX).join('');
}

// Compared without case, punctuation or spaces: `/Roll_of_Honour` is `/roll-of-honour`, `vision and mission` is
// `/vision&mission`.
// Letters with their marks (a Tamil vowel sign is a mark) and digits; nothing else counts.
const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '');

const CANDIDATES = ROUTES.map((route) => ({
  route,
  names: [comparable(route.path), comparable(route.title), comparable(route.ta.title)].filter(Boolean),
}));

/**
 * The `count` pages closest to what a visitor typed (a page's name or a mistyped address): the edit distance to each
 * page's path or title, whichever is nearer, over the longer one's length, so that a short name (`/`, "Home") does
 * not come near every long mistype just by being short; ties keep the route table's order.
 */
export function closestPages(query: string, count = 3): SiteRoute[] {
  const wanted = comparable([...query].slice(0, PAGE_QUERY_MAX).join(''));
  return CANDIDATES.map(({ route, names }, order) => ({
    route,
    order,
    score: Math.min(...names.map((name) => distance(wanted, name) / Math.max(wanted.length, name.length, 1))),
  }))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, count)
    .map(({ route }) => route);
}
