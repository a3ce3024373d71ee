export interface Lifetime {
  readonly revalidate?: number | false;
  readonly expire?: number;
}

export declare function prerenderedLifetimes(serverDistDir: string): Map<string, Lifetime>;

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
