import type { CALLS } from '../lib/api/calls.cjs';
import type { FAULT_MODES } from '../demo/faults.cjs';

export type CallName = (typeof CALLS)[keyof typeof CALLS];
export type FaultMode = (typeof FAULT_MODES)[number];

export declare const STANDALONE: string;

/** Copies the project's git files (committed or not) into `dir`, with node_modules hard-linked if asked. */
export declare function copyProject(dir: string, options?: { linkModules?: boolean }): void;
export declare function freePort(preferred?: number): Promise<number>;
export declare function oneOffToken(prefix: string): string;
export declare function sleep(ms: number): Promise<void>;
/** Polls `check` every 200 ms until it holds (a throw counts as not yet), or throws naming `what` after `timeoutMs`. */
export declare function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs?: number,
): Promise<void>;
export declare function rssKiB(pid: number): number | undefined;

export interface DemoBackend {
  readonly url: string;
  /** The API_BASE_URL a site is given to use it. */
  readonly apiBaseUrl: string;
  readonly token: string;
  /** Breaks one call, or every call with '*'; 'ok' or null mends it. */
  setFault(call: CallName | '*', mode: FaultMode | 'ok' | null): void | Promise<void>;
  close(): Promise<void>;
}

export declare function startDemo(options?: {
  port?: number;
  token?: string;
  control?: boolean;
  /** The site's revalidation webhook and its key: POST /__demo/publish adds a notification and calls it, signed. */
  publish?: { webhookUrl: string; secret: string };
  ownProcess?: boolean;
  log?: Pick<Console, 'info' | 'error'>;
}): Promise<DemoBackend>;

export interface StandaloneCopy {
  readonly dir: string;
  remove(): void;
}

export declare function copyStandalone(options?: {
  backdate?: boolean;
  /** Another build's standalone folder; .next/standalone unless given. */
  from?: string;
}): StandaloneCopy;

export interface LaunchedServer {
  readonly url: string;
  readonly pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  log(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

export declare function launchServer(options: {
  dir: string;
  port: number;
  env?: Record<string, string>;
  args?: readonly string[];
  timeoutMs?: number;
  onOutput?: (text: string) => void;
  /** The path that must answer 200 before the server counts as ready; '/api/health' unless given; null: no wait. */
  readyPath?: string | null;
}): Promise<LaunchedServer>;

export interface SiteServer {
  readonly url: string;
  readonly pid: number;
  /** Everything the server wrote to stdout and stderr so far, across restarts. */
  log(): string;
  alive(): boolean;
  /** Resident memory of the server process in KiB, from /proc (Linux only). */
  rssKiB(): number | undefined;
  /** Stops the server and starts a new process on the same copy of the build, with the same `env` or this one. */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export declare function startSite(options?: {
  port?: number;
  env?: Record<string, string>;
  dir?: string;
  /** Another build's standalone folder to copy instead of .next/standalone. */
  from?: string;
  npmStart?: boolean;
  backdate?: boolean;
  timeoutMs?: number;
}): Promise<SiteServer>;
