// How long a cached page stays fresh, from this server's REVALIDATE_SECONDS. A page this server (or an earlier start)
// regenerated is stored with the lifetime of its render, which lib/api/page-data.ts takes from REVALIDATE_SECONDS at
// run time (or Next's 3 to 30 s after a failed regeneration). A page `next build` prerendered is stored without one,
// and Next would take it from the prerender manifest, which holds the build's REVALIDATE_SECONDS: the page cache
// gives it this server's instead. Plain JavaScript because the cache handler runs outside the bundler.
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
function pathOf(key) {
  const marker = key.indexOf('/$/');
  if (marker === -1) return undefined;
  const path = key.slice(marker + 2);
  return path === '/index' ? '/' : path.startsWith('/index/') ? path.slice('/index'.length) : path;
}

/**
 * The lifetime to give a cache entry: its own when it has one, else this server's REVALIDATE_SECONDS for a page the
 * build made regenerable, else none (a page that never regenerates keeps the manifest's `false`).
 * @param {string} key @param {{ revalidate?: number | false, expire?: number } | undefined} stored
 * @param {Map<string, { revalidate?: number | false, expire?: number }>} prerendered @param {number} revalidateSeconds
 */
export function runtimeLifetime(key, stored, prerendered, revalidateSeconds) {
  if (stored) return stored;
  const path = pathOf(key);
  const initial = path === undefined ? undefined : prerendered.get(path);
  if (typeof initial?.revalidate !== 'number') return undefined;
  return { revalidate: revalidateSeconds, expire: initial.expire };
}
