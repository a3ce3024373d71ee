import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { REVALIDATE_PATH, SIGNATURE_HEADER, signedHeaders } from '../lib/webhook/signing.cjs';
import { CANARY_TOKEN, freePort, jsonLogLines, startSite, type SiteServer } from './support/servers';
import { attribute, otlpReceiver, type OtlpSpan } from './support/otlp-receiver';
import { waitFor } from './support/wait';

// The site as `npm start` runs it (.next/standalone/server.js behind scripts/run.mjs, with the demo backend), with
// METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT set, sending its spans to a stand-in OTLP receiver: the tracing
// packages must be in the standalone output, and nothing secret may reach a metric, a span or a log line.

test.skip(!!process.env.BASE_URL, 'starts its own build with tracing and metrics on');
test.describe.configure({ mode: 'serial' });

const SECRET = 'obs-secret-3f9c1e7a5b2d4c6e8f0a1b2c3d4e5f60';
const VISITOR_ADDRESS = '203.0.113.77';
const QUERY = 'utm_campaign=leak-query-5y7u';

let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
let site: SiteServer;
let metricsUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await otlpReceiver();
  const metricsPort = await freePort(3270);
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  site = await startSite(
    {
      API_TOKEN: CANARY_TOKEN,
      DEMO_PORT: String(await freePort(4270)),
      METRICS_PORT: String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      REVALIDATE_SECRET: SECRET,
      // A list's window ends soon after the warm-up loaded it, so that a request of the spans test makes a call.
      REVALIDATE_SECONDS: '2',
    },
    { npmStart: true },
  );
});

test.afterAll(async () => {
  await site?.stop();
  await receiver?.close();
});

test('spans of a page request and of a backend call reach the OTLP receiver, the call under its request', async () => {
  // A trace of the test's own, as an upstream proxy would start it (W3C traceparent).
  const page = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', parent: '00f067aa0ba902b7' };
  const list = { traceId: '', parent: '00f067aa0ba902b8' };
  const traced = (t: typeof page) => ({ traceparent: `00-${t.traceId}-${t.parent}-01` });
  expect((await fetch(`${site.url}/aboutrasi`, { headers: traced(page) })).status).toBe(200);
  // The server loaded every list as it warmed. The first request for the gallery that finds the list's window over
  // (REVALIDATE_SECONDS) makes the backend call: each try a trace of its own.
  const tries: string[] = [];

  let spans: OtlpSpan[] = [];
  const inTrace = (traceId: string) => spans.filter((s) => s.traceId === traceId);
  const root = (of: OtlpSpan[]) => of.find((s) => s.parentSpanId === page.parent || s.parentSpanId === list.parent);
  // A request's span ends after its backend call's, and may come in the exporter's next batch: wait for all three.
  await waitFor(async () => {
    spans = receiver.spans();
    list.traceId =
      tries.find(
        (traceId) => inTrace(traceId).some((s) => s.name === 'backend getgallery') && !!root(inTrace(traceId)),
      ) ?? '';
    if (list.traceId && root(inTrace(page.traceId))) return true;
    const traceId = randomBytes(16).toString('hex');
    tries.push(traceId);
    expect((await fetch(`${site.url}/api/gallery`, { headers: traced({ ...list, traceId }) })).status).toBe(200);
    return false;
  }, 'the spans at the receiver');
  const pageRoot = root(inTrace(page.traceId));
  expect(pageRoot?.name).toBe('GET /aboutrasi');
  expect(attribute(pageRoot!, 'http.status_code')).toBe(200);

  const listSpans = inTrace(list.traceId);
  const request = root(listSpans)!;
  expect(request.name).toBe('GET /api/gallery');
  const call = listSpans.find((s) => s.name === 'backend getgallery')!;
  expect(attribute(call, 'rasi.backend.call')).toBe('getgallery');
  expect(attribute(call, 'rasi.backend.outcome')).toBe('ok');
  expect(Number(attribute(call, 'rasi.backend.attempt'))).toBe(1);
  // Parent and child: from the call up its parents to the request's span.
  const byId = new Map(listSpans.map((s) => [s.spanId, s]));
  let up: OtlpSpan | undefined = call;
  while (up && up !== request) up = up.parentSpanId ? byId.get(up.parentSpanId) : undefined;
  expect(up, 'the backend call is under the request that needed it').toBe(request);
});

test('answers carry a request id, which the log lines of that request carry too; /metrics is not on the site', async () => {
  // A made id: the process's 12 hex digits and a count; each answer its own.
  const MADE = /^[0-9a-f]{12}-[0-9a-z]+$/;
  const none = await fetch(`${site.url}/contactus`);
  expect(none.headers.get('x-request-id')).toMatch(MADE);
  const id = 'obs-e2e-request-1';
  const kept = await fetch(`${site.url}/contactus`, { headers: { 'X-Request-Id': id } });
  expect(kept.headers.get('x-request-id')).toBe(id);
  const odd = await fetch(`${site.url}/contactus`, { headers: { 'X-Request-Id': 'short' } });
  expect(odd.headers.get('x-request-id')).toMatch(MADE);
  expect(odd.headers.get('x-request-id')).not.toBe(none.headers.get('x-request-id'));

  const refused = await fetch(`${site.url}${REVALIDATE_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'obs-e2e-webhook-1' },
    body: '{"calls":["notifications"]}',
  });
  expect(refused.status).toBe(401);
  await waitFor(
    async () =>
      jsonLogLines(site.log()).some((l) => l.event === 'revalidate_refused' && l.requestId === 'obs-e2e-webhook-1'),
    'the refusal logged with its request id',
  );

  const publicMetrics = await fetch(`${site.url}/metrics`);
  expect(publicMetrics.status).toBe(404);
  expect(await publicMetrics.text()).not.toContain('rasi_http_requests_total');
});

test('no token, secret, signature, query string or visitor address in any metric, span or log line', async () => {
  const visitor = { 'X-Forwarded-For': VISITOR_ADDRESS, 'X-Real-IP': VISITOR_ADDRESS };
  for (const path of ['/', '/aboutrasi', '/api/banners', '/rasi-members', '/no-such-page', '/find-page']) {
    await (await fetch(`${site.url}${path}?${QUERY}`, { headers: visitor })).arrayBuffer();
  }
  const body = '{"calls":["notifications"]}';
  const signed = signedHeaders(SECRET, body);
  const accepted = await fetch(`${site.url}${REVALIDATE_PATH}?${QUERY}`, {
    method: 'POST',
    headers: { ...signed, ...visitor },
    body,
  });
  expect(accepted.status).toBe(200);
  const forged = { ...signed, [SIGNATURE_HEADER]: `sha256=${'0'.repeat(64)}` };
  expect((await fetch(`${site.url}${REVALIDATE_PATH}`, { method: 'POST', headers: forged, body })).status).toBe(401);
  // A page that needs the republished list, so that a backend call is traced after the publish too.
  await (await fetch(`${site.url}/api/notifications?${QUERY}`, { headers: visitor })).arrayBuffer();

  let metrics = '';
  await waitFor(async () => {
    metrics = await (await fetch(metricsUrl)).text();
    return (
      metrics.includes('rasi_webhook_requests_total{outcome="accepted"} 1') &&
      metrics.includes('rasi_webhook_requests_total{outcome="bad_signature"} 1') &&
      receiver.bodies().some((b) => b.includes('backend getnotification'))
    );
  }, 'the webhook in the metrics, and the spans');
  expect(metrics).toMatch(/^rasi_upstream_requests_total\{call="getbanner",outcome="ok"\} \d+$/m);
  expect(metrics).toMatch(/^rasi_upstream_last_success_timestamp_seconds\{call="getbanner"\} \d/m);
  expect(metrics).toMatch(/^rasi_page_cache_lookups_total\{store="local",result="(hit|stale|miss)"\} \d+$/m);
  expect(metrics).toMatch(/^rasi_http_requests_total\{route="\/aboutrasi",method="GET",status="200"\} \d+$/m);

  const spans = receiver.bodies().join('\n');
  const logs = site.log();
  for (const [what, text] of [
    ['metrics', metrics],
    ['spans', spans],
    ['log', logs],
  ] as const) {
    for (const secret of [
      CANARY_TOKEN,
      SECRET,
      signed[SIGNATURE_HEADER]!.slice('sha256='.length),
      'leak-query-5y7u',
      VISITOR_ADDRESS,
    ]) {
      expect(text.includes(secret), `${secret} in the ${what}`).toBe(false);
    }
  }
});
