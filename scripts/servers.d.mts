export interface LaunchedServer {
  readonly url: string;
  readonly pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

export function launchServer(options: {
  dir: string;
  port: number;
  env?: Record<string, string>;
  args?: readonly string[];
  timeoutMs?: number;
  onOutput?: (text: string) => void;
  /** The path that must answer 200 before the server counts as ready; '/api/health' unless given. */
  readyPath?: string;
}): Promise<LaunchedServer>;

export function freePort(preferred?: number): Promise<number>;
