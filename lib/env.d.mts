export interface AppEnv {
  /** No API_BASE_URL: the bundled demo backend on 127.0.0.1 stands in. */
  readonly demo: boolean;
  readonly demoPort: number;
  /** CACHE_REDIS_URL: every instance keeps its pages in this Redis; null keeps them on this instance's disk. */
  readonly cacheRedisUrl: string | null;
  /** Without a trailing slash; calls go to `${apiBaseUrl}/getbanner` and so on. */
  readonly apiBaseUrl: string;
  readonly apiToken: string;
  readonly assetBaseUrl: string;
  readonly siteUrl: string;
  /**
   * The revalidation webhook's keys (REVALIDATE_SECRET, then REVALIDATE_SECRET_PREVIOUS while a key is rotated);
   * empty when the webhook is off.
   */
  readonly revalidateSecrets: readonly string[];
  readonly revalidateSeconds: number;
  /** METRICS_PORT: each instance serves Prometheus metrics at /metrics on this port; null when off. */
  readonly metricsPort: number | null;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces go there by OTLP over HTTP; null when tracing is off. */
  readonly tracesEndpoint: string | null;
  readonly timeoutMs: number;
}

export declare const DEFAULT_SITE_URL: string;
export declare const DEFAULT_REVALIDATE_SECONDS: number;
export declare const DEFAULT_DEMO_PORT: number;
export declare const DEFAULT_PORT: number;
export declare const DEFAULT_TIMEOUT_MS: number;
export declare const DEMO_FALLBACK_TOKEN: string;
export declare const MIN_SECRET_LENGTH: number;

export declare class ConfigError extends Error {
  constructor(variable: string, problem: string);
  readonly variable: string;
}

export declare function readEnv(env?: Readonly<Record<string, string | undefined>>): AppEnv;
