// The site's security headers, in one place for next.config.mjs (every response), the page cache handler
// (lib/serving/page-cache/cache-handler.mjs: each prerendered page's Content-Security-Policy) and proxy.ts (the one page rendered per
// request). Plain JavaScript because next.config.mjs and the cache handler run outside the bundler.
import { createHash } from 'node:crypto';

export const CSP_HEADER = 'Content-Security-Policy';

// Features the site never uses, denied to it and to anything it might embed. Only names Chromium knows: it logs
// an error for each unknown one (`bluetooth`, `web-share` on Debian's build).
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The policy for one response. `scriptSources` are the hashes (or the nonce) of the page's inline scripts: Next
 * puts its router payload in inline `<script>` tags, and a prerendered page cannot carry a per-request nonce.
 * `styleSources` are the hashes of its inline `<style>` elements: a page carries its stylesheets in its HTML.
 * @param {{ scriptSources?: readonly string[], styleSources?: readonly string[] }} [options]
 */
export function contentSecurityPolicy({ scriptSources = [], styleSources = [] } = {}) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    ["style-src 'self'", ...styleSources].join(' '),
    // A few components set CSS custom properties in markup; <style> elements need their hash (styleSources).
    "style-src-attr 'unsafe-inline'",
    // Backend images come through /media on this origin (app/media), so the policy names no backend host.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js, docs/pages.md#offline-reading) and the web app manifests.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header but the Content-Security-Policy, which depends on the response. */
export const SECURITY_HEADERS = Object.freeze([
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
]);

const ELEMENT = {
  script: /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  style: /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi,
};
const SRC_ATTRIBUTE = /\ssrc\s*=/i;

/** @param {string} html @param {'script' | 'style'} tag */
function inlineHashes(html, tag) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(ELEMENT[tag])) {
    if (tag === 'script' && SRC_ATTRIBUTE.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * `'sha256-…'` sources for every inline `<script>` of a page, in document order, without duplicates. A browser
 * hashes the script's text exactly as written in the HTML, which is what is hashed here.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return inlineHashes(html, 'script');
}

/**
 * `'sha256-…'` sources for every `<style>` element of a page, the same way.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyleHashes(html) {
  return inlineHashes(html, 'style');
}
