export declare const REQUEST_ID_HEADER: 'X-Request-Id';

/** The id a request is answered and logged with: its own X-Request-Id when well formed, else a new UUID. */
export declare function requestIdOf(header: string | string[] | undefined): string;

/** Runs `handle(...args)` as the handling of the request `id`. */
export declare function withRequestId<A extends unknown[], R>(id: string, handle: (...args: A) => R, ...args: A): R;

/** The id of the request being handled, or undefined outside one. */
export declare function currentRequestId(): string | undefined;

/** One JSON object per line, with the id of the request it is about, if any. Callers never pass secrets. */
export declare function logLine(
  level: 'info' | 'warn' | 'error',
  event: string,
  fields?: Readonly<Record<string, unknown>>,
): void;
