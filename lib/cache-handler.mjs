// Next's own file-system page cache, plus one thing: every cached HTML page carries a Content-Security-Policy
// that allows exactly the inline scripts in that HTML, by hash. Next serves the headers stored with a cache
// entry along with it, so prerendered and ISR pages get a strict policy without being rendered per request,
// and a page regenerated with new data gets new hashes together with its new HTML.
//
// And no cached page holds a setting of the server that stored it: pages are stored for a placeholder origin and
// get this server's SITE_URL on the way out (lib/site-origin.mjs), and its REVALIDATE_SECONDS
// (lib/page-lifetime.mjs). So one build serves any environment, and a page cache left on disk by a start with
// other settings is served with this one's.
import { join } from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { lifetimeToStore, prerenderedLifetimes, runtimeLifetime, withoutBrowserStaleness } from './page-lifetime.mjs';
import { FlightFormatError, PLACEHOLDER_ORIGIN, renderedSiteUrl, swapOrigin } from './site-origin.mjs';
import { readEnv } from './env.mjs';
import { stylesheetInliner } from './inline-styles.mjs';
import { contentSecurityPolicy, CSP_HEADER, inlineScriptHashes, inlineStyleHashes } from './security-headers.mjs';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const CSP_KEY = CSP_HEADER.toLowerCase();
const { siteUrl, revalidateSeconds } = readEnv();
// The origin this process renders and serves pages for: the placeholder itself while `next build` prerenders.
const origin = renderedSiteUrl(siteUrl);
const ROUTE_POLICY = contentSecurityPolicy();

/**
 * Gives a cached response its policy, in place: Next answers a cache miss with the very headers object it stores,
 * so the first visitor gets the policy too. Idempotent; the policy of a page travels with its HTML.
 */
function addPolicy(value) {
  let policy;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
    policy = () =>
      contentSecurityPolicy({
        scriptSources: inlineScriptHashes(value.html),
        styleSources: inlineStyleHashes(value.html),
      });
  } else if (value?.kind === 'APP_ROUTE') {
    // Static route handlers: icon.svg, and robots.txt or a sitemap when there are some.
    policy = () => ROUTE_POLICY;
  } else {
    return;
  }
  value.headers ??= {};
  if (typeof value.headers[CSP_KEY] !== 'string') value.headers[CSP_KEY] = policy();
}

/** Puts a page's stylesheets into its HTML (lib/inline-styles.mjs); set up with the build's static folder. */
let inlineStyles = (/** @type {string} */ html) => html;

/** A page as it is served: its stylesheets in its HTML, then the policy that allows exactly its inline code. */
function finish(value) {
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
    const html = inlineStyles(value.html);
    // A policy made for the HTML before its stylesheets went in would block them.
    if (html !== value.html && value.headers) delete value.headers[CSP_KEY];
    value.html = html;
  }
  addPolicy(value);
}

// What this process serves for each stored value, made once: Next's memory cache hands out the same stored object
// until it changes, so a page costs one pass, not one per request.
const served = new WeakMap();

/** A stored page as this server serves it: its SITE_URL in place of the placeholder, and the policy of that HTML. */
function forVisitors(stored) {
  let value = served.get(stored);
  if (!value) {
    value = swapOrigin(stored, PLACEHOLDER_ORIGIN, origin);
    finish(value);
    served.set(stored, value);
  }
  return value;
}

/** A rendered page as it is stored: the placeholder in place of this server's origin, without a policy (its hashes
 * change with the origin). The rendered page itself, policy added, is what this server serves for it. */
function forStorage(rendered) {
  const stored = swapOrigin(rendered, origin, PLACEHOLDER_ORIGIN);
  if (stored === rendered) return stored;
  if (stored.headers) delete stored.headers[CSP_KEY];
  served.set(stored, rendered);
  return stored;
}

function logUnreadable(key, error) {
  const line = { time: new Date().toISOString(), level: 'error', event: 'page_cache_unreadable', key };
  console.error(JSON.stringify({ ...line, reason: error.message }));
}

let lifetimes;
function buildLifetimes(serverDistDir) {
  try {
    lifetimes ??= prerenderedLifetimes(serverDistDir);
  } catch {
    lifetimes = new Map();
  }
  return lifetimes;
}

export default class PageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Some of Next's callers (the proxy's, the not-found page's) build the cache without its server folder.
    const serverDir = ctx?.serverDistDir ?? join(process.cwd(), '.next', 'server');
    inlineStyles = stylesheetInliner(join(serverDir, '..', 'static'));
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry?.value?.kind !== 'APP_PAGE' && entry?.value?.kind !== 'APP_ROUTE') return entry;
    let value;
    try {
      value = forVisitors(entry.value);
    } catch (error) {
      if (!(error instanceof FlightFormatError)) throw error;
      // A page that cannot be given this server's origin is not served: Next renders it afresh instead.
      logUnreadable(key, error);
      return null;
    }
    const cacheControl = withoutBrowserStaleness(
      runtimeLifetime(key, entry.cacheControl, buildLifetimes(this.serverDistDir), revalidateSeconds),
    );
    return { ...entry, value, cacheControl };
  }

  async set(key, data, ctx) {
    finish(data);
    let stored;
    try {
      stored = forStorage(data);
    } catch (error) {
      if (!(error instanceof FlightFormatError)) throw error;
      logUnreadable(key, error);
      return;
    }
    const cacheControl = lifetimeToStore(key, ctx?.cacheControl, buildLifetimes(this.serverDistDir), revalidateSeconds);
    return super.set(key, stored, { ...ctx, cacheControl });
  }
}
