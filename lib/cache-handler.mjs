// Next's own file-system page cache, plus one thing: every cached HTML page carries a Content-Security-Policy
// that allows exactly the inline scripts in that HTML, by hash. Next serves the headers stored with a cache
// entry along with it, so prerendered and ISR pages get a strict policy without being rendered per request,
// and a page regenerated with new data gets new hashes together with its new HTML.
import { join } from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { readEnv } from './env.mjs';
import { stylesheetInliner } from './inline-styles.mjs';
import { contentSecurityPolicy, CSP_HEADER, inlineScriptHashes, inlineStyleHashes } from './security-headers.mjs';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const CSP_KEY = CSP_HEADER.toLowerCase();
const { assetBaseUrl } = readEnv();
const ROUTE_POLICY = contentSecurityPolicy({ assetBaseUrl });

/**
 * Gives a cached response its policy, in place: Next answers a cache miss with the very headers object it stores,
 * so the first visitor gets the policy too. Idempotent; the policy of a page travels with its HTML.
 */
function addPolicy(value) {
  let policy;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
    policy = () =>
      contentSecurityPolicy({
        assetBaseUrl,
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

export default class PageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Some of Next's callers (the proxy's, the not-found page's) build the cache without its server folder.
    const serverDir = ctx?.serverDistDir ?? join(process.cwd(), '.next', 'server');
    this.inlineStyles = stylesheetInliner(join(serverDir, '..', 'static'));
  }

  /** The page as it is served: its stylesheets in its HTML, then the policy that allows exactly them. */
  finish(value) {
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !value.headers?.[CSP_KEY]) {
      value.html = this.inlineStyles(value.html);
    }
    addPolicy(value);
  }

  async get(...args) {
    const entry = await super.get(...args);
    // Entries written by `next build` are not finished yet; the memory cache keeps the amended object.
    this.finish(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    this.finish(data);
    return super.set(key, data, ctx);
  }
}
