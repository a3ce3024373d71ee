import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const DEFAULTS: Readonly<{ maxPages: number }>;
export declare function replayable(req: IncomingMessage): boolean;
export declare function withPageReplay(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  currentVersion: (path: string) => Promise<({ etag: string } & Record<string, string>) | null>,
  settings?: Partial<typeof DEFAULTS>,
): (req: IncomingMessage, res: ServerResponse) => void;
