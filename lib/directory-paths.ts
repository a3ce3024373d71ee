/** The member directory's address, without its language. */
export const DIRECTORY_PATH = '/rasi-members';

/**
 * The internal route that serves a filtered directory (`/rasi-members?q=…`, rewritten by proxy.ts), and so the
 * pathname Next reports on that page; not an address of its own (it answers 404 by its own name).
 */
export const DIRECTORY_SEARCH_PATH = `${DIRECTORY_PATH}/search`;
