import type { createServer, Server } from 'node:http';
import type { Registry } from 'prom-client';

export declare const METRICS_PATH: '/metrics';
export declare const UNKNOWN_ROUTE: 'unknown';

/** Where a page was looked up: the Redis all instances share, or this instance's own memory and disk. */
export type PageCacheStore = 'redis' | 'local';
/** A page found fresh, found past its lifetime (served while Next regenerates it), or not found. */
export type PageCacheResult = 'hit' | 'stale' | 'miss';
export type WebhookOutcome =
  | 'accepted'
  | 'disabled'
  | 'method_not_allowed'
  | 'unsigned'
  | 'bad_signature'
  | 'stale_timestamp'
  | 'too_large'
  | 'bad_body'
  | 'rate_limited'
  | 'replayed'
  | 'replay_check_unavailable';

/** What the site counts into the process's registry. */
export interface MetricsRecorder {
  readonly registry: Registry;
  request(route: string, method: string, status: number, seconds: number): void;
  /** `outcome`: 'ok', or the failure's kind (lib/api/client.ts `FailureKind`). */
  upstream(call: string, outcome: string, seconds: number): void;
  pageCacheLookup(store: PageCacheStore, result: PageCacheResult): void;
  pageCacheRegeneration(): void;
  webhook(outcome: WebhookOutcome): void;
  /** A page view from a field report (lib/vitals/field-beacon.mjs): its labels already bounded there. */
  pageView(route: string, locale: string, connection: string): void;
  /** A vital from a field report, by web-vitals' name (`LCP`…), in seconds (CLS without unit). */
  webVital(name: string, route: string, locale: string, value: number): void;
  /** The server has warmed and takes visitors (starting-gate.mjs): the event-loop delay counts from here. */
  inService(): void;
}

/** Why a backend call failed, in a word, from lib/api/client.ts's reason. */

/** The process's recorder, or undefined when the metrics are off. */
export declare function metricsRecorder(): MetricsRecorder | undefined;

export declare function processMetrics(
  client: typeof import('prom-client'),
  options: { revalidateSeconds: number },
): MetricsRecorder;

export declare function createMetrics(
  client: typeof import('prom-client'),
  options: { revalidateSeconds: number },
): MetricsRecorder;

export declare function routeLabeller(
  manifest: { staticRoutes: { page: string }[]; dynamicRoutes: { page: string; regex: string }[] },
  publicFiles: Iterable<string>,
): (url: string) => string;

export declare function serveMetrics(
  recorder: MetricsRecorder,
  options: { port: number; host: string; createServer: typeof createServer },
): Promise<Server>;
