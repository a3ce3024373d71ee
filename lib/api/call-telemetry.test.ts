/** @jest-environment node */
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import * as client from 'prom-client';
import { processMetrics } from '@/lib/serving/metrics.mjs';
import { withRequestId } from '@/lib/serving/request-context.mjs';
import { observeCall } from './call-telemetry';
import { UpstreamError } from './client';

const exporter = new InMemorySpanExporter();

beforeAll(() => {
  new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).register();
});

afterAll(() => {
  trace.disable();
  context.disable();
});

const fail = (reason: string) => () =>
  Promise.reject(new UpstreamError('getgallery', reason === 'timed out' ? 'timeout' : 'http_5xx', reason));

test('each call is a span under the request that needed it, numbered from its last success, and counted', async () => {
  const recorder = processMetrics(client, { revalidateSeconds: 60 });
  const parent = trace.getTracer('test').startSpan('GET /gallery');
  const under = (run: () => Promise<unknown>) =>
    context.with(trace.setSpan(context.active(), parent), () =>
      withRequestId('request-id-0001', () => run().catch(() => undefined)),
    );

  await under(() => observeCall('getgallery', fail('timed out')));
  await under(() => observeCall('getgallery', fail('HTTP 502')));
  await under(() => observeCall('getgallery', async () => ['item']));
  await under(() => observeCall('getgallery', async () => ['item']));
  parent.end();

  const calls = exporter.getFinishedSpans().filter((span) => span.name === 'backend getgallery');
  expect(
    calls.map((span) => [span.attributes['rasi.backend.outcome'], span.attributes['rasi.backend.attempt']]),
  ).toEqual([
    ['timeout', 1],
    ['http_5xx', 2],
    ['ok', 3],
    ['ok', 1],
  ]);
  for (const span of calls) {
    expect(span.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    expect(span.attributes['rasi.request_id']).toBe('request-id-0001');
  }

  const text = await recorder.registry.metrics();
  expect(text).toContain('rasi_upstream_requests_total{call="getgallery",outcome="ok"} 2');
  expect(text).toContain('rasi_upstream_requests_total{call="getgallery",outcome="timeout"} 1');
  expect(text).toContain('rasi_upstream_request_duration_seconds_count{call="getgallery"} 4');
  expect(text).toContain('rasi_upstream_up{call="getgallery"} 1');
});
