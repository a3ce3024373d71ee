export declare const REDIS_SERVER: string | undefined;

export interface LocalRedis {
  readonly url: string;
  readonly port: number;
  output(): string;
  pause(): void;
  resume(): void;
  stop(options?: { crash?: boolean }): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export declare function startRedis(port: number): Promise<LocalRedis>;
