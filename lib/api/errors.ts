/** A failed call to the association's backend. The message names the call and the reason, never the URL or token. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';

  constructor(
    readonly method: string,
    readonly call: string,
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`${method} ${call} failed: ${reason}`);
  }
}

/**
 * By name, not `instanceof`: Next bundles each route with its own copy of this class, and the process-wide loaders
 * throw the copy of whichever route created them.
 */
export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof Error && error.name === 'UpstreamError';
}
