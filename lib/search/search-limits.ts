// The site search's fixed names and limits. No imports: the header, the proxy and the client form read these.

/** The search page (app/search), which the header's form and the OpenSearch description ask. */
export const SEARCH_PATH = '/search';

/** The header's field (on every page) and the search page's own, which the `/` key focuses when it is there. */
export const HEADER_SEARCH_INPUT_ID = 'site-search-q';
export const PAGE_SEARCH_INPUT_ID = 'search-q';
/** The header's search button on phones: a <details> that shows the header's form while it is open. */
export const HEADER_SEARCH_TOGGLE_ID = 'site-search-toggle';

/** The words of a query that are looked for; the rest are ignored, so a long query costs no more than this. */
export const MAX_QUERY_TERMS = 8;
/** A word is read up to this many characters: longer than any word the site holds, short enough for fuzzy search. */
export const MAX_TERM_LENGTH = 32;
/** Results shown for each kind of thing found; the count says how many more there are. */
export const RESULTS_PER_GROUP = 10;
/** How long the search page waits after the last keystroke before it asks for results. */
export const LIVE_SEARCH_DELAY_MS = 250;
