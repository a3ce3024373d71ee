/** The prefix of the backend lists' cache tags. */
export declare const DATA_TAG_PREFIX: 'backend:';

/** The cache tag of one backend list's data. */
export declare function dataTag<N extends string>(name: N): `backend:${N}`;

/** This process's page cache state, made by `create` the first time. */
export declare function pageCacheState<T>(create: () => T): T;

/** Where this process keeps its pages: its own memory and disk, or the Redis all instances share. */
export type PageCacheMode = 'local' | 'shared' | 'local, Redis unavailable';

export declare function pageCacheMode(): Promise<PageCacheMode>;

/** Records that `tags` were revalidated in this process at `at`, and tells the listeners of onTagsMarked. */
export declare function markTags(tags: readonly string[], at: number): void;

/** When `tag` was last revalidated (Unix milliseconds), here or, through Redis, on any instance; 0 if never. */
export declare function tagMark(tag: string): number;

/** Calls `listener` with the tags revalidated in this process; a second listener under `name` replaces the first. */
export declare function onTagsMarked(name: string, listener: (tags: readonly string[]) => void): void;

/** Claims `name` in the shared Redis: true the first time, false after, undefined when it cannot tell. */
export declare function claimShared(name: string, ttlSeconds: number): Promise<boolean | undefined>;
