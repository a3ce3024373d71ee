import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageVersion } from './page-cache/page-cache-state.mjs';

export declare const DEFAULTS: Readonly<{ maxPages: number }>;
export declare const SENDING: ReadonlySet<string>;
export declare function replayable(req: IncomingMessage): boolean;
export declare function variesOnlyAsShared(value: string | number | string[] | undefined): boolean;
export declare function revalidation(req: IncomingMessage): boolean;
/** Sets a kept answer's headers, those named in `ofTheVersion` taking their value in `now`, then the rest of `now`. */
export declare function setHeadersOfNow(
  res: ServerResponse,
  kept: [string, string | number | string[]][],
  now: Readonly<Record<string, string>>,
  ofTheVersion: ReadonlySet<string>,
): void;
export declare function withPageReplay(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  pageCache: {
    currentVersion: (path: string) => Promise<PageVersion | null>;
    notModified: (
      path: string,
      request: { 'if-none-match'?: string; 'cache-control'?: string },
    ) => Promise<Readonly<Record<string, string>> | null>;
  },
  settings?: Partial<typeof DEFAULTS>,
): (req: IncomingMessage, res: ServerResponse) => void;
