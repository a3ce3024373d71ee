/** @jest-environment node */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'prom-client';
import { createMetrics, type MetricsRecorder } from '../serving/metrics.mjs';
import { withVitals } from './endpoint.mjs';

const REPORT = JSON.stringify({
  locale: 'en',
  connection: '4g',
  views: ['/gallery'],
  load: { route: '/gallery', LCP: 2600, INP: 120, CLS: 0.12, FCP: 1500, TTFB: 300 },
});

let server: Server;
let base: string;
let recorder: MetricsRecorder | undefined;
const passed: string[] = [];

beforeAll(async () => {
  const next = (req: { method?: string; url?: string }, res: { end: (text: string) => void }) => {
    passed.push(`${req.method} ${req.url}`);
    res.end('from Next');
  };
  server = createServer(withVitals(next as never, () => recorder));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  recorder = createMetrics(client, { revalidateSeconds: 60 });
  passed.length = 0;
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/vitals`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain', ...headers } });

it('answers a report with 204, never cached, and counts it without Next', async () => {
  const answer = await post(REPORT, { 'Sec-Fetch-Site': 'same-origin' });
  expect(answer.status).toBe(204);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  const text = await recorder!.registry.metrics();
  expect(text).toContain('rasi_page_views_total{route="/gallery",locale="en"} 1');
  expect(text).toContain('rasi_web_vitals_lcp_seconds_bucket{le="2.5",route="/gallery",locale="en"} 0');
  expect(text).toContain('rasi_web_vitals_lcp_seconds_bucket{le="3",route="/gallery",locale="en"} 1');
  expect(text).toContain('rasi_web_vitals_inp_seconds_sum{route="/gallery",locale="en"} 0.12');
  expect(text).toContain('rasi_page_views_by_connection_total{connection="4g"} 1');
  expect(passed).toEqual([]);
});

it('refuses a body over 2 KB with 413 before reading it, declared or not', async () => {
  const big = JSON.stringify({ locale: 'en', views: ['/'], pad: 'x'.repeat(100 * 1024) });
  expect((await post(big)).status).toBe(413);
  // Sent in chunks without a length: counted as it comes.
  const chunked = await new Promise<number>((resolve, reject) => {
    const req = request(
      `${base}/api/vitals`,
      { method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    for (let i = 0; i < 4; i += 1) req.write('x'.repeat(1024));
    req.end();
  });
  expect(chunked).toBe(413);
  expect(await recorder!.registry.metrics()).not.toContain('rasi_page_views_total{');
});

it('refuses a body that is no report with 400, and a report another site sent with 403', async () => {
  expect((await post('{"locale":"en","views":"/"}')).status).toBe(400);
  expect((await post('<xml/>')).status).toBe(400);
  expect((await post(REPORT, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  expect((await post(REPORT, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
  expect(await recorder!.registry.metrics()).not.toContain('rasi_page_views_total{');
});

it('without metrics, answers 204 and keeps nothing', async () => {
  recorder = undefined;
  expect((await post(REPORT)).status).toBe(204);
  expect((await post('{}')).status).toBe(400);
});

it('leaves every other request to Next: another method, another address', async () => {
  expect(await (await fetch(`${base}/api/vitals`)).text()).toBe('from Next');
  await fetch(`${base}/api/vitals-x`, { method: 'POST', body: REPORT });
  await fetch(`${base}/aboutrasi`);
  expect(passed).toEqual(['GET /api/vitals', 'POST /api/vitals-x', 'GET /aboutrasi']);
  expect((await post(REPORT)).status).toBe(204);
});
