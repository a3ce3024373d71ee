export declare function pageCacheState<T>(create: () => T): T;

/** Where this process keeps its pages: its own memory and disk, or the Redis all instances share. */
export type PageCacheMode = 'local' | 'shared' | 'local, Redis unavailable';

export declare function pageCacheMode(): PageCacheMode;
