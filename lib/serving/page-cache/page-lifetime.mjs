// How long a cached page stays fresh: this server's REVALIDATE_SECONDS, whoever stored the page. A page `next build`
// prerendered is stored without a lifetime, and Next would take one from the prerender manifest, which holds the
// build's REVALIDATE_SECONDS. A page a server regenerates comes with the lifetime of its render (lib/api/data-policy.ts
// takes it from that server's REVALIDATE_SECONDS), which would outlive a restart with another. So the page cache
// stores a regular lifetime as none, and gives every page stored without one this server's. Only Next's short
// retry window after a failed regeneration (3 to 30 s) is stored as it is. Plain JavaScript because the cache
// handler runs outside the bundler.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lifetimes `next build` wrote into the prerender manifest, by page path ('/', '/gallery'). */
export function prerenderedLifetimes(serverDistDir) {
  const manifest = JSON.parse(readFileSync(join(serverDistDir, '..', 'prerender-manifest.json'), 'utf8'));
  return new Map(
    Object.entries(manifest.routes ?? {}).map(([path, route]) => [
      path,
      { revalidate: route.initialRevalidateSeconds, expire: route.initialExpireSeconds },
    ]),
  );
}

/** The page path of a cache key, as Next's normalizePagePath undone: '/route-cache/APP_PAGE/<hash>/$/index' is '/'. */
export function pathOf(key) {
  const marker = key.indexOf('/$/');
  if (marker === -1) return undefined;
  const path = key.slice(marker + 2);
  return path === '/index' ? '/' : path.startsWith('/index/') ? path.slice('/index'.length) : path;
}

/** Whether the build made the page of this key regenerable, so that a lifetime can be given back to it. */
function regenerable(key, prerendered) {
  const path = pathOf(key);
  return path !== undefined && typeof prerendered.get(path)?.revalidate === 'number';
}

/**
 * The lifetime to store with a page: none when it is this server's regular one (REVALIDATE_SECONDS) for a page the
 * build made regenerable, so that a later start gives the page its own; any other as it is.
 * @param {string} key @param {{ revalidate?: number | false, expire?: number } | undefined} lifetime
 * @param {Map<string, { revalidate?: number | false, expire?: number }>} prerendered @param {number} revalidateSeconds
 */
export function lifetimeToStore(key, lifetime, prerendered, revalidateSeconds) {
  return lifetime?.revalidate === revalidateSeconds && regenerable(key, prerendered) ? undefined : lifetime;
}

/**
 * A lifetime without its `expire`, which Next writes into the page's Cache-Control as `stale-while-revalidate`. Meant
 * for CDNs, but browsers honour it too: a browser that fetched a page's RSC payload once serves that copy on a later
 * client navigation, for up to a year, and refetches in the background (Next reverted its own fix, vercel/next.js
 * #86554 → #88457). Without it a page says `s-maxage=N` only, and a browser asks again. The server keeps serving
 * stale pages while it regenerates them (that is `revalidate`); only the blocking re-render a year after a page's
 * last regeneration goes. A shared cache in front serves stale by its own configuration (deploy/nginx).
 * @template {{ revalidate?: number | false, expire?: number } | undefined} L @param {L} lifetime @returns {L}
 */
export function withoutBrowserStaleness(lifetime) {
  if (lifetime?.expire === undefined) return lifetime;
  return { ...lifetime, expire: undefined };
}

/**
 * The lifetime to serve a page with: its own when it was stored with one, else this server's REVALIDATE_SECONDS for
 * a page the build made regenerable, else none (a page that never regenerates keeps the manifest's `false`).
 * @param {string} key @param {{ revalidate?: number | false, expire?: number } | undefined} stored
 * @param {Map<string, { revalidate?: number | false, expire?: number }>} prerendered @param {number} revalidateSeconds
 */
export function runtimeLifetime(key, stored, prerendered, revalidateSeconds) {
  if (stored) return stored;
  if (!regenerable(key, prerendered)) return undefined;
  return { revalidate: revalidateSeconds, expire: prerendered.get(pathOf(key)).expire };
}

/**
 * With the revalidation webhook on, a publish can change a backend page at any moment, and nginx (deploy/nginx)
 * must not keep the old one past the second it got it. nginx reads `X-Accel-Expires` before Cache-Control, never
 * passes it on, and counts in whole seconds: `@<Unix seconds>` keeps the answer until the end of the current second
 * (nginx's clock and this server's must agree, as on one host), where a plain `1` would keep it up to two. The
 * value changes every second, so it is set on each answer, never stored with a page.
 */
export const NGINX_EXPIRES_HEADER = 'x-accel-expires';

/** The `X-Accel-Expires` value that keeps an answer in nginx until the end of the second `now` falls in. */
export function untilEndOfSecond(now = Date.now()) {
  return `@${Math.floor(now / 1000)}`;
}
