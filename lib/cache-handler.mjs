// Next's own file-system page cache, plus one thing: every cached HTML page carries a Content-Security-Policy
// that allows exactly the inline scripts in that HTML, by hash. Next serves the headers stored with a cache
// entry along with it, so prerendered and ISR pages get a strict policy without being rendered per request,
// and a page regenerated with new data gets new hashes together with its new HTML.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { contentSecurityPolicy, CSP_HEADER, inlineScriptHashes } from './security-headers.mjs';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const CSP_KEY = CSP_HEADER.toLowerCase();
const ROUTE_POLICY = contentSecurityPolicy();

/**
 * Gives a cached response its policy, in place: Next answers a cache miss with the very headers object it stores,
 * so the first visitor gets the policy too. Idempotent; the policy of a page travels with its HTML.
 */
function addPolicy(value) {
  let policy;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
    policy = () => contentSecurityPolicy({ scriptSources: inlineScriptHashes(value.html) });
  } else if (value?.kind === 'APP_ROUTE') {
    // Static route handlers: icon.svg, and robots.txt or a sitemap when there are some.
    policy = () => ROUTE_POLICY;
  } else {
    return;
  }
  value.headers ??= {};
  if (typeof value.headers[CSP_KEY] !== 'string') value.headers[CSP_KEY] = policy();
}

export default class PageCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    // Entries written by `next build` have no policy yet; the memory cache keeps the amended object.
    addPolicy(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    addPolicy(data);
    return super.set(key, data, ctx);
  }
}
