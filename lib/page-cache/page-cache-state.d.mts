export declare function pageCacheState<T>(create: () => T): T;

/** Where this process keeps its pages: its own memory and disk, or the Redis all instances share. */
export type PageCacheMode = 'local' | 'shared' | 'local, Redis unavailable';

export declare function pageCacheMode(): PageCacheMode;

/** The headers of a 304 Not Modified for a conditional request of a page, or null when the page must be served. */
export declare function pageNotModified(
  path: string,
  request: { 'if-none-match'?: string; 'cache-control'?: string },
): Promise<Record<string, string> | null>;
