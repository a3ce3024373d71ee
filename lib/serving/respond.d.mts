import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

interface Settings {
  minBytes: number;
  memoBytes: number;
  maxQueued: number;
  fast: { br: number; gzip: number };
  best: { br: number; gzip: number };
}
export declare function negotiate(header: string | string[] | undefined): 'br' | 'gzip' | null;
export declare function clientHolds(headers: IncomingHttpHeaders, etag: string): boolean;
export declare function withResponses(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  settings?: Partial<Settings>,
): (req: IncomingMessage, res: ServerResponse) => void;
