export declare const ROLLING_RESTART: string;
export declare const START_COMMAND: string;
export declare const STOP_COMMAND: string;

export interface LocalInstance {
  readonly n: number;
  readonly port: number;
  readonly url: string;
  pid(): Promise<number>;
  log(): Promise<string>;
  start(): Promise<void>;
  crash(): Promise<void>;
  stop(): Promise<void>;
}

export interface InstanceGroup {
  instance(n: number): LocalInstance;
  add(n: number, env: Record<string, string>): Promise<LocalInstance>;
  /** deploy/rolling-restart.sh over `instances`, emptying the nginx cache folder `nginxCache` at the end if given. */
  rollingRestart(options: {
    instances: readonly number[];
    nginxCache?: string;
  }): Promise<{ stdout: string; stderr: string }>;
  close(numbers: readonly number[]): Promise<void>;
}

export declare function instanceGroup(options: { dir: string; portBase: number }): InstanceGroup;
export declare const UNIT_ENV: Readonly<Record<string, string>>;
export declare function freePortBase(): Promise<number>;
