// The names the service worker shares with the pages, the proxy, next.config.mjs and the script that writes the
// worker after the build (scripts/write-service-worker.mjs). Plain JavaScript because those last two run outside
// the bundler.

/** Where the worker is served (scope `/`), written into the standalone build's public/ after `next build`. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The page a visitor gets for a page not saved on the device, while offline: `/offline` and `/ta/offline`. */
export const OFFLINE_PATH = '/offline';

/** The empty element of every page that the worker fills with "Saved copy from …" when it answers from its cache. */
export const SAVED_COPY_ID = 'saved-copy';

/** The element of the offline page that the worker fills with the list of saved pages. */
export const SAVED_PAGES_ID = 'saved-pages';
