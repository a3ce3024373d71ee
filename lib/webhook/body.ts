import 'server-only';
import { readCappedBytes } from '@/lib/api/client';
import { CALLS, type DataName } from '@/lib/api/limits';
import { refusal, type Refusal } from './verify';

/** A call names at most six lists; anything longer is not one. */
export const MAX_BODY_BYTES = 8 * 1024;

const NAMES = Object.keys(CALLS) as DataName[];
const SHAPE = `body must be {"calls":[…]} naming one or more of ${NAMES.join(', ')}`;

/** The body's bytes, or a 413 once it passes MAX_BODY_BYTES (the rest is left unread). */
export async function readBody(request: Request): Promise<{ readonly ok: true; readonly bytes: Uint8Array } | Refusal> {
  const bytes = await readCappedBytes(request, MAX_BODY_BYTES);
  return bytes ? { ok: true, bytes } : refusal(413, 'body over 8 KB');
}

const isDataName = (value: unknown): value is DataName => typeof value === 'string' && Object.hasOwn(CALLS, value);

/** The lists a signed body names (`{"calls":["notifications"]}`), each once, or why it names none. */
export function parseCalls(bytes: Uint8Array): { readonly ok: true; readonly calls: DataName[] } | Refusal {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return refusal(400, 'body is not JSON');
  }
  const calls = typeof body === 'object' && body !== null && 'calls' in body ? body.calls : undefined;
  if (!Array.isArray(calls) || calls.length === 0) return refusal(400, SHAPE);
  // The names are not repeated back: they are whatever the caller sent.
  if (!calls.every(isDataName)) return refusal(400, `unknown call name; the calls are ${NAMES.join(', ')}`);
  return { ok: true, calls: [...new Set(calls)] };
}
