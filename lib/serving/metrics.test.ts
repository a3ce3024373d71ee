/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'prom-client';
import { createMetrics, routeLabeller, serveMetrics, UNKNOWN_ROUTE } from './metrics.mjs';

// A routes manifest as `next build` writes it (.next/routes-manifest.json), cut to a few routes.
const MANIFEST = {
  staticRoutes: [
    { page: '/' },
    { page: '/aboutrasi' },
    { page: '/ta/aboutrasi' },
    { page: '/vision&mission' },
    { page: '/api/notifications' },
  ],
  dynamicRoutes: [
    { page: '/rasi-members/[id]', regex: '^/rasi\\-members/([^/]+?)(?:/)?$' },
    { page: '/media/[...path]', regex: '^/media/(.+?)(?:/)?$' },
  ],
};

describe('the route label', () => {
  const routeOf = routeLabeller(MANIFEST, ['/images/logo.svg']);

  it("is the route's pattern, whatever the query", () => {
    expect(routeOf('/aboutrasi')).toBe('/aboutrasi');
    expect(routeOf('/ta/aboutrasi?utm_source=mail')).toBe('/ta/aboutrasi');
    expect(routeOf('/rasi-members/kaveri-polymers')).toBe('/rasi-members/[id]');
    expect(routeOf('/api/notifications?token=x')).toBe('/api/notifications');
    expect(routeOf('/vision%26mission')).toBe('/vision&mission');
    expect(routeOf('/_next/static/chunks/abc.js')).toBe('/_next/static/[...path]');
    expect(routeOf('/images/logo.svg')).toBe('/[public file]');
  });

  it('is one value for every address that is no route, so made-up addresses add no series', () => {
    const made = ['/wp-admin', '/aboutrasi/extra', '/%E0%A4', '/ta/no-such', '/api/nothing', '/../etc/passwd', '*'];
    expect(new Set(made.map(routeOf))).toEqual(new Set([UNKNOWN_ROUTE]));
  });
});

describe('the registry', () => {
  it('has the names dashboards and alerts rely on, and the process and Node metrics', async () => {
    const { registry } = createMetrics(client, { revalidateSeconds: 60 });
    const names = (await registry.getMetricsAsJSON()).map((metric) => metric.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'rasi_http_requests_total',
        'rasi_http_request_duration_seconds',
        'rasi_upstream_requests_total',
        'rasi_upstream_request_duration_seconds',
        'rasi_upstream_last_success_timestamp_seconds',
        'rasi_webhook_requests_total',
        'rasi_page_cache_lookups_total',
        'rasi_page_cache_regenerations_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_gc_duration_seconds',
      ]),
    );
  });

  it('counts a request under its route, method and status, and an odd method as OTHER', async () => {
    const recorder = createMetrics(client, { revalidateSeconds: 60 });
    recorder.request('/aboutrasi', 'GET', 200, 0.004);
    recorder.request('/aboutrasi', 'GET', 200, 0.3);
    recorder.request(UNKNOWN_ROUTE, 'PROPFIND', 405, 0.001);
    const text = await recorder.registry.metrics();
    expect(text).toContain('rasi_http_requests_total{route="/aboutrasi",method="GET",status="200"} 2');
    expect(text).toContain('rasi_http_requests_total{route="unknown",method="OTHER",status="405"} 1');
    expect(text).toContain('rasi_http_request_duration_seconds_bucket{le="0.005",route="/aboutrasi",method="GET"} 1');
  });

  it("keeps each call's outcome, whether it is up, and when it last succeeded", async () => {
    const recorder = createMetrics(client, { revalidateSeconds: 60 });
    const before = Date.now() / 1000;
    recorder.upstream('getbanner', 'ok', 0.05);
    recorder.upstream('getbanner', 'timeout', 5);
    const metrics = await recorder.registry.getMetricsAsJSON();
    const values = (name: string) => metrics.find((metric) => metric.name === name)!.values;
    expect(values('rasi_upstream_requests_total')).toEqual([
      { labels: { call: 'getbanner', outcome: 'ok' }, value: 1 },
      { labels: { call: 'getbanner', outcome: 'timeout' }, value: 1 },
    ]);
    expect(values('rasi_upstream_up')).toEqual([{ labels: { call: 'getbanner' }, value: 0 }]);
    expect(values('rasi_upstream_last_success_timestamp_seconds')[0]!.value).toBeGreaterThanOrEqual(Math.floor(before));
    expect(values('rasi_revalidate_window_seconds')).toEqual([{ labels: {}, value: 60 }]);
  });

  it("leaves a start's blocked event loop out of the delay once the server is in service, not what follows", async () => {
    const recorder = createMetrics(client, { revalidateSeconds: 60 });
    const p99 = async () =>
      (await recorder.registry.getMetricsAsJSON()).find((m) => m.name === 'nodejs_eventloop_lag_p99_seconds')!
        .values[0]!.value;
    const block = async (ms: number) => {
      // Let the histogram's timer run first, then hold the loop as loading a server's code does.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const until = performance.now() + ms;
      while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await block(300);
    recorder.inService();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await p99()).toBeLessThan(0.1);
    await block(300);
    expect(await p99()).toBeGreaterThan(0.25);
  });
});

describe('the metrics port', () => {
  it('answers /metrics in Prometheus text and nothing else', async () => {
    const recorder = createMetrics(client, { revalidateSeconds: 60 });
    const server = await serveMetrics(recorder, { port: 0, host: '127.0.0.1', createServer });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await metrics.text()).toContain('# TYPE rasi_http_requests_total counter');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
