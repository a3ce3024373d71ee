import 'server-only';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { metricsRecorder } from '@/lib/serving/metrics.mjs';
import { processWide } from '@/lib/process-state.mjs';
import { currentRequestId } from '@/lib/serving/request-context.mjs';
import { isUpstreamError } from './client';

// Without a tracing SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset) this tracer is the API's no-op, and without METRICS_PORT
// there is no recorder: a call then costs nothing more than itself.
const tracer = trace.getTracer('rasi-website');

/** Each call's failures in a row: the attempt a call is, counted from its latest success. */
const failuresInARow = processWide('api.call-attempts', () => new Map<string, number>());

/** A failed call's outcome: its kind (./client.ts), or `failed` for anything else thrown. */
const outcomeOf = (error: unknown) => (isUpstreamError(error) ? error.kind : 'failed');

/**
 * One backend call, `run`, observed: a span under the request that needed it (call, outcome, attempt, duration), and
 * with METRICS_PORT its count, its duration and, when it succeeds, the time of its success (lib/serving/metrics.mjs).
 * The span and the metrics never hold the URL, the token or what the backend sent.
 */
export function observeCall<T>(call: string, run: () => Promise<T>): Promise<T> {
  const attempt = (failuresInARow.get(call) ?? 0) + 1;
  const attributes = { 'rasi.backend.call': call, 'rasi.backend.attempt': attempt };
  return tracer.startActiveSpan(`backend ${call}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    const started = performance.now();
    let outcome = 'ok';
    try {
      return await run();
    } catch (error) {
      outcome = outcomeOf(error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      failuresInARow.set(call, outcome === 'ok' ? 0 : attempt);
      const requestId = currentRequestId();
      span.setAttributes({ 'rasi.backend.outcome': outcome, ...(requestId && { 'rasi.request_id': requestId }) });
      span.end();
      metricsRecorder()?.upstream(call, outcome, (performance.now() - started) / 1000);
    }
  });
}
