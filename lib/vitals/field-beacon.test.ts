/** @jest-environment node */
import * as client from 'prom-client';
import { createMetrics } from '@/lib/serving/metrics.mjs';
import { ROUTES } from '@/lib/routes';
import {
  MAX_VIEWS,
  MEMBER_ROUTE,
  OTHER_ROUTE,
  PAGE_ROUTES,
  pageRouteOf,
  parseBeacon,
  recordBeacon,
  type BeaconBody,
} from './field-beacon.mjs';

const REPORT: BeaconBody = {
  locale: 'ta',
  connection: '3g',
  views: ['/aboutrasi', '/rasi-members/[id]'],
  load: { route: '/aboutrasi', LCP: 2310, FCP: 1200, TTFB: 180, CLS: 0.0213, INP: 96 },
};
const parse = (body: unknown) => parseBeacon(typeof body === 'string' ? body : JSON.stringify(body));
const refused = (body: unknown) => expect(parse(body).ok).toBe(false);

describe('the route label', () => {
  it('is each page of the route table, every member firm under one label, and "other" for the rest', () => {
    expect(PAGE_ROUTES).toEqual([...ROUTES.map((route) => route.path), MEMBER_ROUTE]);
    expect(pageRouteOf('/')).toBe('/');
    expect(pageRouteOf('/vision&mission')).toBe('/vision&mission');
    expect(pageRouteOf('/rasi-members/kaveri-polymers')).toBe(MEMBER_ROUTE);
    for (const path of ['/no-such-page', '/rasi-members/a/b', '/search', '/offline', '/aboutrasi/', ''])
      expect(pageRouteOf(path)).toBe(OTHER_ROUTE);
  });
});

describe('a report', () => {
  it('is taken with its labels as they are and its values in seconds', () => {
    const parsed = parse(REPORT);
    expect(parsed).toEqual({
      ok: true,
      beacon: {
        locale: 'ta',
        connection: '3g',
        views: ['/aboutrasi', MEMBER_ROUTE],
        vitals: {
          route: '/aboutrasi',
          values: [
            ['LCP', 2.31],
            ['FCP', 1.2],
            ['TTFB', 0.18],
            ['CLS', 0.0213],
            ['INP', 0.096],
          ],
        },
      },
    });
  });

  it('puts a made-up route under "other", and an unknown connection class under "unknown"', () => {
    const parsed = parse({ locale: 'en', connection: '5g', views: ['/wp-admin'], load: { route: '/x', LCP: 1 } });
    expect(parsed.ok && parsed.beacon).toMatchObject({
      connection: 'unknown',
      views: [OTHER_ROUTE],
      vitals: { route: OTHER_ROUTE },
    });
    const bare = parse({ locale: 'en', views: ['/'] });
    expect(bare.ok && bare.beacon).toEqual({ locale: 'en', connection: 'unknown', views: ['/'], vitals: null });
  });

  it('is refused when it is not one: 400, whatever it holds', () => {
    for (const body of ['', 'not json', '[]', 'null', '"en"', '{"locale":"en","views":["/"]', '{"locale":"en"}'])
      refused(body);
    refused({ ...REPORT, referrer: 'https://example.org/' });
    refused({ ...REPORT, locale: 'fr' });
    refused({ ...REPORT, locale: undefined });
    refused({ ...REPORT, connection: 4 });
    refused({ ...REPORT, views: '/aboutrasi' });
    refused({ ...REPORT, views: [7] });
    refused({ ...REPORT, views: ['/x'.repeat(40)] });
    refused({ ...REPORT, views: Array(MAX_VIEWS + 1).fill('/') });
    refused({ ...REPORT, load: [] });
    refused({ ...REPORT, load: { LCP: 100 } });
    refused({ ...REPORT, load: { route: '/', LCP: 100, FID: 100 } });
    refused({ ...REPORT, load: { route: '/', LCP: '100' } });
  });

  it('is refused when a value is no measurement: negative, infinite or beyond what a page can take', () => {
    refused('{"locale":"en","load":{"route":"/","LCP":1e999}}');
    for (const load of [{ LCP: -1 }, { LCP: 300_001 }, { INP: 60_001 }, { CLS: 101 }, { TTFB: null }])
      refused({ locale: 'en', load: { route: '/', ...load } });
    expect(parse({ locale: 'en', load: { route: '/', LCP: 300_000, INP: 0, CLS: 0 } }).ok).toBe(true);
  });
});

describe('the metrics of reports', () => {
  it('after 1,000 reports with made-up routes, each vital has at most (pages + 1) × 2 series', async () => {
    const recorder = createMetrics(client, { revalidateSeconds: 60 });
    let random = 7;
    const next = () => (random = (random * 48271) % 2147483647);
    for (let i = 0; i < 1000; i += 1) {
      const made = `/${next().toString(36)}`;
      const route = i % 3 === 0 ? PAGE_ROUTES[next() % PAGE_ROUTES.length]! : made;
      const parsed = parse({
        locale: i % 2 ? 'en' : 'ta',
        connection: `${next() % 7}g`,
        views: [route, made, `/rasi-members/${made}`],
        load: { route, LCP: next() % 10_000, INP: next() % 1000, CLS: (next() % 100) / 100, FCP: 900, TTFB: 80 },
      });
      expect(parsed.ok).toBe(true);
      if (parsed.ok) recordBeacon(parsed.beacon, recorder);
    }
    const metrics = await recorder.registry.getMetricsAsJSON();
    const labelSets = (name: string) => {
      const values = metrics.find((metric) => metric.name === name)!.values;
      return new Set(values.map(({ labels }) => `${labels.route} ${labels.locale}`));
    };
    const bound = (PAGE_ROUTES.length + 1) * 2;
    for (const name of [
      'rasi_web_vitals_lcp_seconds',
      'rasi_web_vitals_inp_seconds',
      'rasi_web_vitals_cls',
      'rasi_web_vitals_fcp_seconds',
      'rasi_web_vitals_ttfb_seconds',
      'rasi_page_views_total',
    ]) {
      const sets = labelSets(name);
      expect(sets.size).toBeGreaterThan(2);
      expect(sets.size).toBeLessThanOrEqual(bound);
      for (const set of sets) expect(PAGE_ROUTES.includes(set.split(' ')[0]!) || set.startsWith('other ')).toBe(true);
    }
    const connections = metrics.find((metric) => metric.name === 'rasi_page_views_by_connection_total')!.values;
    expect(new Set(connections.map(({ labels }) => labels.connection))).toEqual(new Set(['2g', '3g', '4g', 'unknown']));
  });
});
