/** @jest-environment node */
import * as client from 'prom-client';
import { createMetrics } from '@/lib/serving/metrics.mjs';
import { forgetProcessState, processWide } from '@/lib/process-state.mjs';
import { POST } from './route';

// The route handler answers field reports where the standalone server does not (`npm run dev`), as it does.
const post = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request('http://127.0.0.1/api/vitals', { method: 'POST', body, headers }));
const REPORT = JSON.stringify({ locale: 'ta', views: ['/milestones'], load: { route: '/milestones', TTFB: 90 } });

afterEach(() => forgetProcessState('metrics'));

test('answers as the standalone server does: 204 never cached, 413, 400, 403', async () => {
  const answer = await post(REPORT);
  expect(answer.status).toBe(204);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect((await post(JSON.stringify({ locale: 'ta', views: ['/'], pad: 'x'.repeat(100 * 1024) }))).status).toBe(413);
  expect((await post('{"locale":"ta","views":{}}')).status).toBe(400);
  expect((await post(REPORT, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
});

test('adds a report to the process metrics when there are any', async () => {
  const recorder = processWide('metrics', () => createMetrics(client, { revalidateSeconds: 60 }));
  expect((await post(REPORT)).status).toBe(204);
  const text = await recorder.registry.metrics();
  expect(text).toContain('rasi_page_views_total{route="/milestones",locale="ta"} 1');
  expect(text).toContain('rasi_web_vitals_ttfb_seconds_sum{route="/milestones",locale="ta"} 0.09');
});
