export interface ProcessEntry {
  /** The module that makes the entry. */
  readonly owner: string;
  /** What it holds, for a reader chasing a stale page. */
  readonly holds: string;
  /** A development server makes it afresh on each load, so that edited code takes effect. */
  readonly freshInDev: boolean;
}

export declare const ENTRIES: {
  readonly 'page-cache': ProcessEntry;
  readonly 'revalidated-tags': ProcessEntry;
  readonly 'api.loaders': ProcessEntry;
  readonly 'search.index': ProcessEntry;
  readonly 'webhook.replays': ProcessEntry;
  readonly 'webhook.limit': ProcessEntry;
  readonly metrics: ProcessEntry;
  readonly 'request-context': ProcessEntry;
  readonly 'api.call-attempts': ProcessEntry;
};

export type ProcessEntryName = keyof typeof ENTRIES;

/** The process's value under `name`, made by `create` the first time any copy of any bundle asks. */
export declare function processWide<T>(name: ProcessEntryName, create: () => T): T;

/** The value under `name` if something has made it, else undefined. */
export declare function processEntry(name: ProcessEntryName): unknown;

/** Forgets one entry, or all: for tests that start a server-like process afresh. */
export declare function forgetProcessState(name?: ProcessEntryName): void;
