import type { MetricsRecorder } from '../serving/metrics.mjs';

export declare const PAGE_ROUTES: readonly string[];
export declare const VITALS_PATH: '/api/vitals';
export declare const MAX_BEACON_BYTES: number;
export declare const MAX_VIEWS: number;
export declare const OTHER_ROUTE: 'other';
export declare const MEMBER_ROUTE: '/rasi-members/[id]';
export declare const BEACON_LOCALES: readonly ['en', 'ta'];
export type Connection = 'slow-2g' | '2g' | '3g' | '4g';
export declare const CONNECTIONS: readonly Connection[];
export declare const UNKNOWN_CONNECTION: 'unknown';

/** The vitals a report carries, as web-vitals names them. */
export type VitalName = 'LCP' | 'FCP' | 'TTFB' | 'INP' | 'CLS';
export declare const VITALS: Readonly<Record<VitalName, { readonly highest: number; readonly toBase: number }>>;

/** What the browser sends: its values in web-vitals' units (milliseconds; CLS has none). */
export interface BeaconBody {
  locale: 'en' | 'ta';
  connection?: string;
  views?: string[];
  load?: { route: string } & Partial<Record<VitalName, number>>;
}

/** A report as it adds to the metrics: bounded labels, values in base units (seconds). */
export interface Beacon {
  readonly locale: 'en' | 'ta';
  readonly connection: Connection | 'unknown';
  readonly views: readonly string[];
  readonly vitals: { readonly route: string; readonly values: readonly [VitalName, number][] } | null;
}

export declare function pageRouteOf(path: string): string;
export declare function routeLabel(route: string): string;
export declare function parseBeacon(text: string): { ok: true; beacon: Beacon } | { ok: false; reason: string };
export declare function recordBeacon(beacon: Beacon, recorder: MetricsRecorder): void;
