import { hostname } from 'node:os';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';

// Loaded by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set: without it no tracing code loads, and
// Next's spans and ours (lib/api/call-telemetry.ts) go to the OpenTelemetry API's no-op.

/** Attributes that would say who the visitor is: never exported. */
const VISITOR = new Set([
  'client.address',
  'http.client_ip',
  'http.user_agent',
  'net.peer.ip',
  'net.sock.peer.addr',
  'network.peer.address',
  'user_agent.original',
]);

/** An address without its query: a visitor's query may hold anything. */
const withoutQuery = (text: string) => text.replace(/\?\S*/g, '');
const isAddress = (value: unknown): value is string => typeof value === 'string' && /^(\/|https?:)/.test(value);

/** A span as it is exported: no visitor's address or browser, no query string in its name or attributes. */
export function scrubbed(span: ReadableSpan): ReadableSpan {
  const attributes: ReadableSpan['attributes'] = {};
  for (const [name, value] of Object.entries(span.attributes)) {
    if (!VISITOR.has(name)) attributes[name] = isAddress(value) ? withoutQuery(value) : value;
  }
  return Object.create(span, { name: { value: withoutQuery(span.name) }, attributes: { value: attributes } });
}

/** Hands every span to `exporter` scrubbed. */
export function scrubbingExporter(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => exporter.export(spans.map(scrubbed), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * Sends spans by OTLP over HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it, and the other OTEL_*
 * variables, itself), in batches, from this process: Next's own and one per backend call.
 */
export function startTracing(): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || 'rasi-website',
      'service.instance.id': `${hostname()}:${process.env.PORT ?? '3000'}`,
    }),
    spanProcessors: [new BatchSpanProcessor(scrubbingExporter(new OTLPTraceExporter()))],
  });
  provider.register();
}
