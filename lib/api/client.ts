import 'server-only';
import { config } from '@/lib/config';
import { log } from '@/lib/log';

/** Why a call failed, in a word: the outcome its metrics and spans are counted under (lib/api/call-telemetry.ts). */
export type FailureKind =
  | 'timeout'
  | 'network_error'
  | 'http_5xx'
  | 'http_error'
  | 'bad_status'
  | 'invalid_json'
  | 'too_large'
  | 'no_list'
  | 'invalid_call';

/**
 * A failed call to the association's backend: its kind, and a message that names the call and the reason, never the
 * URL or token.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';

  constructor(
    readonly call: string,
    readonly kind: FailureKind,
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`GET ${call} failed: ${reason}`);
  }
}

/**
 * By name, not `instanceof`: Next bundles each route with its own copy of this class, and the process-wide loaders
 * throw the copy of whichever route created them.
 */
export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof Error && error.name === 'UpstreamError';
}

export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

export interface ClientOptions {
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs: number;
  readonly maxBytes?: number;
}

/** One GET of `call` from the backend: its JSON body. The site only reads. */
export type Request = (call: string) => Promise<unknown>;

const CALL_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function describeNetworkError(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'timed out';
  const cause = error instanceof Error ? (error as Error & { cause?: { code?: unknown } }).cause : undefined;
  const code = cause && typeof cause.code === 'string' ? cause.code : undefined;
  return code ? `network error (${code})` : 'network error';
}

/** A fetch that threw: timed out, or failed on the network. */
const networkFailure = (error: unknown, signal: AbortSignal) =>
  [signal.aborted ? 'timeout' : 'network_error', describeNetworkError(error, signal)] as const;

/**
 * Rejects with the signal's reason once it aborts. Undici errors a response's body stream when its fetch signal fires,
 * but not always (nodejs/node#56917: an abort while the body is being read can leave a read pending forever), so the
 * reads race this rather than trust it. Listening also keeps a timeout signal from being garbage-collected before it
 * fires.
 */
function abortOf(signal: AbortSignal): { readonly promise: Promise<never>; readonly stop: () => void } {
  let onAbort: () => void = () => undefined;
  const promise = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
  });
  promise.catch(() => undefined);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return { promise, stop: () => signal.removeEventListener('abort', onAbort) };
}

/**
 * The body of a response or a request, or undefined (and the rest left unread) once it passes `maxBytes`. With a
 * signal, the read fails with the signal's reason when it aborts, whatever the stream does.
 */
export async function readCappedBytes(
  message: Pick<Response, 'headers' | 'body'>,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Buffer | undefined> {
  const declared = Number(message.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await message.body?.cancel();
    return undefined;
  }
  if (!message.body) return Buffer.alloc(0);
  const reader = message.body.getReader();
  const aborted = signal ? abortOf(signal) : undefined;
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await (aborted ? Promise.race([reader.read(), aborted.promise]) : reader.read());
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
  } catch (error) {
    // Release the connection; the stream may already have failed, which is what we are reporting anyway.
    reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    aborted?.stop();
  }
  return Buffer.concat(chunks);
}

async function readCapped(response: Response, maxBytes: number, signal: AbortSignal): Promise<string | undefined> {
  return (await readCappedBytes(response, maxBytes, signal))?.toString('utf8');
}

function bodyStatusOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'status' in body ? body.status : undefined;
}

/** Logs the one line a failed call gets and returns the error to throw; the line never holds the URL or token. */
export function upstreamFailure(call: string, kind: FailureKind, reason: string, status?: number): UpstreamError {
  log('error', 'upstream_failure', { method: 'GET', call, kind, reason, status });
  return new UpstreamError(call, kind, reason, status);
}

export function createClient({ baseUrl, token, timeoutMs, maxBytes = MAX_RESPONSE_BYTES }: ClientOptions): Request {
  const root = baseUrl.replace(/\/+$/, '');

  return async function request(call) {
    const fail = (kind: FailureKind, reason: string, status?: number): never => {
      throw upstreamFailure(call, kind, reason, status);
    };
    if (!CALL_NAME.test(call)) fail('invalid_call', 'invalid call name');

    const signal = AbortSignal.timeout(timeoutMs);
    let text: string | undefined;
    let status = 0;
    try {
      const response = await fetch(`${root}/${call}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        redirect: 'error',
        signal,
      });
      status = response.status;
      if (!response.ok) {
        await response.body?.cancel();
        return fail(status >= 500 ? 'http_5xx' : 'http_error', `HTTP ${status}`, status);
      }
      text = await readCapped(response, maxBytes, signal);
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      return fail(...networkFailure(error, signal), status || undefined);
    }
    if (text === undefined) return fail('too_large', `response larger than ${maxBytes} bytes`, status);

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail('invalid_json', 'invalid JSON', status);
    }
    const bodyStatus = bodyStatusOf(body);
    if (bodyStatus !== undefined && Number(bodyStatus) !== 200) {
      return fail('bad_status', `status ${String(bodyStatus).slice(0, 20)} in body`, status);
    }
    return body;
  };
}

export const request: Request = createClient({
  baseUrl: config.apiBaseUrl,
  token: config.apiToken,
  timeoutMs: config.timeoutMs,
});
