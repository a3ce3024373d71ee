import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const WARM_UP_HEADER: 'x-rasi-warm-up';
export declare const WARM_UP_REQUEST_MS: number;
export declare const WARM_UP_MS: number;

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The addresses a warm-up asks: the route table's pages in both languages and the pages rendered per request. */
export declare function warmUpPaths(pageRoutes: readonly string[]): string[];

/** The first member firm's page a directory's HTML links to, or undefined. */
export declare function memberPath(html: string): string | undefined;

/** The gate in front of `listener`: closed, every request but the warm-up's gets 503; `open()` for good. */
export declare function startingGate(
  listener: Listener,
  secret?: string,
): { listener: Listener; secret: string; isOpen(): boolean; open(): void };

/** Asks `origin` for `paths` through the gate; never rejects. */
export declare function warmUp(options: {
  origin: string;
  paths: readonly string[];
  secret: string;
  requestMs?: number;
  deadlineMs?: number;
}): Promise<{ requests: number; failed: number; cutShort: boolean; ms: number }>;
