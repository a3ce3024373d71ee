export interface Lifetime {
  readonly revalidate?: number | false;
  readonly expire?: number;
}

export declare function prerenderedLifetimes(serverDistDir: string): Map<string, Lifetime>;

/** The page path of a cache key ('/route-cache/APP_PAGE/<hash>/$/index' is '/'), or undefined for another key. */
export declare function pathOf(key: string): string | undefined;

export declare function lifetimeToStore(
  key: string,
  lifetime: Lifetime | undefined,
  prerendered: ReadonlyMap<string, Lifetime>,
  revalidateSeconds: number,
): Lifetime | undefined;

export declare function runtimeLifetime(
  key: string,
  stored: Lifetime | undefined,
  prerendered: ReadonlyMap<string, Lifetime>,
  revalidateSeconds: number,
): Lifetime | undefined;

export declare function withoutBrowserStaleness<L extends Lifetime | undefined>(lifetime: L): L;

/** The header that tells nginx how long to keep an answer (X-Accel-Expires), lower case. */
export declare const NGINX_EXPIRES_HEADER: string;

/** The `X-Accel-Expires` value that keeps an answer in nginx until the end of the second `now` falls in. */
export declare function untilEndOfSecond(now?: number): string;
