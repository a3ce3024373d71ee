import 'server-only';
import { unstable_cache } from 'next/cache';
import { config } from '@/lib/config';
import { isUpstreamError } from './errors';

// A zero cached for the freshness window. Reading it lowers the page's ISR period to REVALIDATE_SECONDS,
// a runtime setting that a literal `export const revalidate` could not carry.
const markFreshnessWindow = unstable_cache(async () => 0, ['rasi-freshness-window'], {
  revalidate: config.revalidateSeconds,
});

function renderingForBuildOrDev(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build' || process.env.NODE_ENV === 'development';
}

/**
 * Thrown by a page regeneration that has no backend data, so that Next keeps the last good page. Next logs what a
 * render throws, stack and all, at every retry; the failed call already has its own log line, so this error says
 * in one line why the page was kept.
 */
export class NoPageData extends Error {
  override readonly name = 'NoPageData';

  constructor() {
    super('no backend data yet; the last good page stays');
    this.stack = `${this.name}: ${this.message}`;
  }
}

/**
 * Backend data for a server-rendered page. With no good data at all, a build or a dev server renders empty
 * sections; a production server rethrows instead, because a throwing ISR regeneration makes Next keep the
 * last good page, while an empty render would be cached over it.
 */
export async function pageData<T>(load: () => Promise<readonly T[]>): Promise<readonly T[]> {
  await markFreshnessWindow();
  try {
    return await load();
  } catch (error) {
    if (renderingForBuildOrDev()) return [];
    if (isUpstreamError(error)) throw new NoPageData();
    throw error;
  }
}
