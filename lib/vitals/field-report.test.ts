import type { Metric } from 'web-vitals';

// web-vitals itself needs a browser's performance entries: here each vital is handed in as web-vitals would.
type Report = (metric: Pick<Metric, 'name' | 'value'>) => void;
const reporters = new Map<string, Report>();
jest.mock('web-vitals', () => {
  const on = (name: string) => (report: Report) => reporters.set(name, report);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

const sent: { url: string; body: unknown }[] = [];
let accepts = true;
let pageViewed: (pathname: string) => void;

beforeEach(() => {
  sent.length = 0;
  accepts = true;
  reporters.clear();
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ url, body: JSON.parse(body) });
      return accepts;
    },
  });
  jest.isolateModules(() => ({ pageViewed } = jest.requireActual('./field-report')));
});

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
}
const measure = (name: string, value: number) => reporters.get(name)!({ name: name as Metric['name'], value });

test('one beacon as the page is hidden, with the views and the vitals of the page as it loaded', () => {
  pageViewed('/ta/aboutrasi');
  measure('TTFB', 182.4);
  measure('FCP', 1204.6);
  measure('LCP', 2310.2);
  expect(sent).toEqual([]);
  measure('CLS', 0.021349);
  measure('INP', 96);
  hide();
  expect(sent).toEqual([
    {
      url: '/api/vitals',
      body: {
        locale: 'ta',
        views: ['/aboutrasi'],
        load: { route: '/aboutrasi', TTFB: 182, FCP: 1205, LCP: 2310, CLS: 0.0213, INP: 96 },
      },
    },
  ]);
  // Hidden again with nothing new: nothing sent.
  hide();
  expect(sent).toHaveLength(1);
});

test('a navigation is a page view; the vitals stay those of the first page, each once', () => {
  pageViewed('/aboutrasi');
  measure('LCP', 1500);
  hide();
  pageViewed('/rasi-members/kaveri-polymers');
  pageViewed('/no-such-page');
  // web-vitals reports CLS and INP again when they grow after the page was hidden: the first counts.
  measure('CLS', 0.3);
  measure('CLS', 0.4);
  // Leaving a page, the browser fires pagehide before it hides the page, and web-vitals reports then: one beacon.
  window.dispatchEvent(new Event('pagehide'));
  expect(sent).toHaveLength(1);
  hide();
  expect(sent.map(({ body }) => body)).toEqual([
    { locale: 'en', views: ['/aboutrasi'], load: { route: '/aboutrasi', LCP: 1500 } },
    { locale: 'en', views: ['/rasi-members/[id]', 'other'], load: { route: '/aboutrasi', CLS: 0.3 } },
  ]);
});

test('a beacon the browser refuses is dropped, never sent again; many views go before the page is hidden', () => {
  accepts = false;
  pageViewed('/');
  hide();
  accepts = true;
  for (let i = 0; i < 20; i += 1) pageViewed(i % 2 ? '/gallery' : '/milestones');
  expect(sent).toHaveLength(2);
  expect(sent[0]!.body).toEqual({ locale: 'en', views: ['/'] });
  expect((sent[1]!.body as { views: string[] }).views).toHaveLength(20);
  hide();
  expect(sent).toHaveLength(2);
});

test('names the connection class where the browser tells it, and nothing of the address or the visitor', () => {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '2g', rtt: 1900 } });
  pageViewed('/rasi-members/kaveri-polymers');
  hide();
  delete (navigator as { connection?: unknown }).connection;
  expect(sent[0]!.body).toEqual({ locale: 'en', connection: '2g', views: ['/rasi-members/[id]'] });
  expect(JSON.stringify(sent)).not.toContain('kaveri');
});
