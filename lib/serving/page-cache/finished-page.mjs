// A page as this server sends it, made once per version. Next renders a page for any origin and stores it; what a
// visitor gets differs from what is stored in six ways, each added here when the page cache (cache-handler.mjs)
// hands a stored page to Next, and taken off again when Next hands it a rendered page to store:
// - this server's SITE_URL in place of the placeholder origin pages are stored with (site-origin.mjs), so one
//   build and one page cache serve any environment;
// - its stylesheets in the HTML (inline-styles.mjs), its scripts run after the first screen (deferred-scripts.mjs),
//   its text in ASCII (ascii-html.mjs);
// - a Content-Security-Policy that allows exactly its inline scripts and styles, by hash: Next serves the headers
//   stored with an entry, so a prerendered page gets a strict policy without being rendered per request, and a
//   regenerated page new hashes with its new HTML;
// - an ETag, which respond.mjs answers conditional requests and keeps compressions by.
// Next's memory cache hands out the same stored object until the page changes, so a version costs one pass.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { contentSecurityPolicy, CSP_HEADER, inlineScriptHashes, inlineStyleHashes } from '../../security-headers.mjs';
import { asciiHtml } from './ascii-html.mjs';
import { deferScripts } from './deferred-scripts.mjs';
import { stylesheetInliner } from './inline-styles.mjs';
import { NGINX_EXPIRES_HEADER } from './page-lifetime.mjs';
import { PLACEHOLDER_ORIGIN, swapOrigin } from './site-origin.mjs';

const CSP_KEY = CSP_HEADER.toLowerCase();
const ETAG_KEY = 'etag';
const ROUTE_POLICY = contentSecurityPolicy();

/** The pages' finisher for the build whose server folder is `serverDistDir`, serving them for `origin`. */
export function pageFinisher(serverDistDir, origin) {
  const inlineStyles = stylesheetInliner(join(serverDistDir, '..', 'static'));
  /** What this server sends for each stored value. */
  const sent = new WeakMap();

  /** Finishes a page (or gives a static route its policy) in place: Next sends the very object it stores. */
  function finish(value) {
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
      const html = asciiHtml(deferScripts(inlineStyles(value.html)));
      value.html = html;
      value.headers ??= {};
      value.headers[CSP_KEY] = contentSecurityPolicy({
        scriptSources: inlineScriptHashes(html),
        styleSources: inlineStyleHashes(html),
      });
      value.headers[ETAG_KEY] = etagOf(html);
      delete value.headers[NGINX_EXPIRES_HEADER];
    } else if (value?.kind === 'APP_ROUTE') {
      // Static route handlers: icon.svg, and robots.txt or a sitemap when there are some.
      value.headers ??= {};
      value.headers[CSP_KEY] ??= ROUTE_POLICY;
    }
    return value;
  }

  return {
    /** A rendered page, finished for the visitor who waits for it. */
    finish,
    /** A stored page as this server sends it; throws FlightFormatError when its origin cannot be swapped. */
    forVisitors(stored) {
      let value = sent.get(stored);
      if (!value) {
        value = finish(swapOrigin(stored, PLACEHOLDER_ORIGIN, origin));
        sent.set(stored, value);
      }
      return value;
    },
    /** A finished page as it is stored: the placeholder origin, no policy or ETag (both change with the origin). */
    forStorage(finished) {
      const stored = swapOrigin(finished, origin, PLACEHOLDER_ORIGIN);
      if (stored === finished) return stored;
      if (stored.headers) {
        delete stored.headers[CSP_KEY];
        delete stored.headers[ETAG_KEY];
        delete stored.headers[NGINX_EXPIRES_HEADER];
      }
      sent.set(stored, finished);
      return stored;
    },
  };
}

/**
 * A version's validator. Weak, because the page's RSC payload, served at the same address, carries it too: both are
 * that one version.
 */
function etagOf(html) {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}
