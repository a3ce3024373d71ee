import type { IncomingMessage, ServerResponse } from 'node:http';

/** Which list the route handler at an address answers with now, and the caching headers it gives that answer. */
export interface ListVersion {
  readonly version: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The data layer's version of the list at `path` now, or null (lib/api/data-policy.ts registers it). */
export declare function listVersion(path: string): ListVersion | null;

export declare function withListReplay(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  currentVersion?: (path: string) => ListVersion | null,
): (req: IncomingMessage, res: ServerResponse) => void;
