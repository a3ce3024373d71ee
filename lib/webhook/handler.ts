import 'server-only';
import type { DataName } from '@/lib/api/limits';
import { log } from '@/lib/log';
import { metricsRecorder, type WebhookOutcome } from '@/lib/serving/metrics.mjs';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signing.cjs';
import { parseCalls, readBody } from './body';
import type { RateLimit } from './rate-limit';
import type { ReplayGuard } from './replay-guard';
import { TIMESTAMP_TOLERANCE_SECONDS, refusal, verifySignature, type Refusal } from './verify';

export interface WebhookOptions {
  /** REVALIDATE_SECRET, then REVALIDATE_SECRET_PREVIOUS; none turns the webhook off. */
  readonly secrets: readonly string[];
  /** Revalidates the data of `calls` on every instance (app/api/revalidate: revalidateTag per list). */
  readonly revalidate: (calls: readonly DataName[]) => void;
  readonly replays: ReplayGuard;
  readonly limit: RateLimit;
  readonly now?: () => number;
}

const ALLOW = 'POST';

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Each refusal in a word, for the metrics (lib/serving/metrics.mjs): the reasons of 401 told apart. */
function outcomeOf({ status, reason }: Refusal): WebhookOutcome {
  if (status === 401)
    return reason === 'unsigned' ? 'unsigned' : reason === 'bad signature' ? 'bad_signature' : 'stale_timestamp';
  const byStatus: Record<number, WebhookOutcome> = {
    400: 'bad_body',
    409: 'replayed',
    413: 'too_large',
    429: 'rate_limited',
    503: 'replay_check_unavailable',
  };
  return byStatus[status] ?? 'bad_body';
}

/** A refused call: a short reason, one log line, nothing revalidated. Neither says anything the caller sent. */
function refuse(refused: Refusal, headers?: Record<string, string>): Response {
  const { status, reason } = refused;
  log(status >= 500 ? 'error' : 'warn', 'revalidate_refused', { status, reason });
  metricsRecorder()?.webhook(outcomeOf(refused));
  return answer(status, { error: reason }, headers);
}

/**
 * POST /api/revalidate: a signed call from the backend naming the lists that changed (docs/publishing.md).
 * Checked in this order, each failure answered and logged without revalidating anything: both headers,
 * the body's size, the signature (current or previous key) and its timestamp, the body, the rate limit, and that
 * the signature was not used before. Off (no secret), every method gets a bare 404, as for a route that is not there.
 */
export function revalidateHandlers({ secrets, revalidate, replays, limit, now = Date.now }: WebhookOptions) {
  const off = secrets.length === 0;
  const notFound = () => {
    metricsRecorder()?.webhook('disabled');
    return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  };
  const methodNotAllowed = () => {
    if (off) return notFound();
    metricsRecorder()?.webhook('method_not_allowed');
    return answer(405, { error: 'method not allowed' }, { Allow: ALLOW });
  };

  async function POST(request: Request): Promise<Response> {
    if (off) return notFound();
    const timestamp = request.headers.get(TIMESTAMP_HEADER);
    const signature = request.headers.get(SIGNATURE_HEADER);
    if (timestamp === null || signature === null) {
      await request.body?.cancel();
      return refuse(refusal(401, 'unsigned'));
    }
    const body = await readBody(request);
    if (!body.ok) return refuse(body);
    const signed = verifySignature({ secrets, timestamp, signature, body: body.bytes, now: now() });
    if (!signed.ok) return refuse(signed);
    const parsed = parseCalls(body.bytes);
    if (!parsed.ok) return refuse(parsed);

    const admission = limit.take();
    if (!admission.ok) {
      return refuse(refusal(429, 'too many calls'), {
        'Retry-After': String(admission.retryAfterSeconds),
      });
    }
    // Remembered for as long as its timestamp is acceptable; after that the timestamp alone refuses it.
    const ttlSeconds = Math.max(1, signed.timestamp + TIMESTAMP_TOLERANCE_SECONDS - Math.floor(now() / 1000) + 1);
    const first = await replays.claim(signed.signature, ttlSeconds);
    if (first !== true) {
      admission.release();
      if (first === false) return refuse(refusal(409, 'signature already used'));
      return refuse(refusal(503, 'cannot check for a replay just now'), { 'Retry-After': '1' });
    }

    revalidate(parsed.calls);
    log('info', 'revalidate_accepted', { calls: parsed.calls.join(',') });
    metricsRecorder()?.webhook('accepted');
    return answer(200, { revalidated: parsed.calls });
  }

  return {
    POST,
    GET: methodNotAllowed,
    PUT: methodNotAllowed,
    PATCH: methodNotAllowed,
    DELETE: methodNotAllowed,
    OPTIONS: methodNotAllowed,
  };
}
