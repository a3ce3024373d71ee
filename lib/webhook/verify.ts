import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { signatureOf } from './signing.cjs';

/** A call signed more than this far from now, either way, is refused: a captured call cannot be sent again later. */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^sha256=[0-9a-f]{64}$/;

/** Why a call is refused: its HTTP status and a short reason, which never holds what the caller sent. */
export interface Refusal {
  readonly ok: false;
  readonly status: number;
  readonly reason: string;
}

export interface Signed {
  readonly ok: true;
  /** Unix seconds, as signed. */
  readonly timestamp: number;
  /** The signature header as sent: what the replay guard remembers. */
  readonly signature: string;
}

export const refusal = (status: number, reason: string): Refusal => ({ ok: false, status, reason });

/**
 * Checks a call's signature against every key (the current one and, while a key is rotated, the previous one), in
 * constant time, then its timestamp. `timestamp` and `signature` are the headers as sent, or null when missing.
 */
export function verifySignature({
  secrets,
  timestamp,
  signature,
  body,
  now = Date.now(),
}: {
  secrets: readonly string[];
  timestamp: string | null;
  signature: string | null;
  body: Uint8Array;
  now?: number;
}): Signed | Refusal {
  if (timestamp === null || signature === null) return refusal(401, 'unsigned');
  if (!TIMESTAMP.test(timestamp) || !SIGNATURE.test(signature)) return refusal(401, 'bad signature');
  const given = Buffer.from(signature, 'latin1');
  // Every key is tried, so the time taken does not say which one matched.
  let matched = false;
  for (const secret of secrets) {
    const expected = Buffer.from(signatureOf(secret, timestamp, body), 'latin1');
    matched = timingSafeEqual(expected, given) || matched;
  }
  if (!matched) return refusal(401, 'bad signature');
  const seconds = Number(timestamp);
  if (Math.abs(now / 1000 - seconds) > TIMESTAMP_TOLERANCE_SECONDS) {
    return refusal(401, 'timestamp more than 5 minutes from now');
  }
  return { ok: true, timestamp: seconds, signature };
}
