import type { ChildProcess } from 'node:child_process';

export const NGINX: string | undefined;
export const TEMPLATE: string;
/** Where a local nginx made in `dir` keeps its cache: the template's /var/cache/nginx/rasi. */
export function cacheFolder(dir: string): string;

export function localNginxConfig(options: {
  dir: string;
  /** The one Node instance, or with `nodePorts` the first of several. */
  nodePort?: number;
  nodePorts?: readonly number[];
  httpPort: number;
  sitePort: number;
  tls?: boolean;
  workers?: number;
}): Promise<string>;

/**
 * The per-client limit on pages rendered per request, as deploy/nginx/rasi.conf sets it: requests a second, how many
 * beyond the rate are held until it lets them through (past them, 429), and the seconds of Retry-After.
 */
export function renderLimit(): Promise<{ rate: number; burst: number; retryAfter: number }>;

export function staticFilesConfig(options: {
  dir: string;
  port: number;
  files: { name: string; type: string; encoding?: string }[];
  workers?: number;
}): string;

export function makeCertificate(dir: string): void;

export interface LocalNginx {
  readonly process: ChildProcess;
  output(): string;
  running(): boolean;
  stop(): Promise<void>;
}

export function startNginx(dir: string, config: string): Promise<LocalNginx>;
