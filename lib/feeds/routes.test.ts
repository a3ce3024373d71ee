/** @jest-environment node */
import ICAL from 'ical.js';
import { request } from '@/lib/api/client';
import * as eventFileRoute from '@/app/calendar/[kind]/[file]/route';
import * as calendarRoute from '@/app/events.ics/route';
import * as feedRoute from '@/app/feed.xml/route';
import { inLocale } from '@/lib/i18n/words';
import { tradeFairs as fairs } from '@/content/trade-fairs';
import { forgetProcessState } from '@/lib/process-state.mjs';

const tradeFairs = inLocale(fairs, 'en');

jest.mock('@/lib/api/client', () => ({ request: jest.fn() }));

const upstream = request as jest.MockedFunction<typeof request>;

const BODIES: Record<string, unknown> = {
  getnotification: { status: 200, message: [{ id: 308, title: 'Help desk & <payments>', date: '2026-10-16' }] },
  getAllYearsWithEvents: {
    status: 200,
    message: [{ year: '2026', events: [{ id: 1, title: 'AGM', event_date: '2026-09-28' }] }],
  },
  getevents: {
    todays_events: [
      {
        id: 901,
        title: 'Energy audit, clinic; today',
        date: '2026-11-21',
        start_time: '10:00',
        end_time: '13:00',
        venue: 'RASI Bhavan auditorium, Thuvakudi',
      },
      { id: 'Odd id/<b>;"', title: 'An event with an odd id', date: '2026-11-21' },
    ],
  },
};

/** A request for `/calendar/<kind>/<file>` as Next hands it to the route: the segments percent-decoded. */
function getEventFile(route: typeof eventFileRoute, kind: string, file: string) {
  const request = new Request(`http://localhost/calendar/${kind}/${encodeURIComponent(file)}`);
  return route.GET(request, { params: Promise.resolve({ kind, file }) });
}

const parseEvents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

// The XML itself is read by a real parser in rss.test.ts and e2e/seo.spec.ts; here only the items matter.
function itemTitles(xml: string): string[] {
  return [...xml.matchAll(/<item>\n<title>([^<]*)<\/title>/g)].map((m) => m[1]!);
}

const calendarSummaries = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);

describe('with the backend up', () => {
  beforeAll(() => {
    upstream.mockImplementation(async (call) => BODIES[call]);
  });

  it('/feed.xml answers RSS of notifications and bulletins with CDN caching', async () => {
    const response = await feedRoute.GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(itemTitles(xml)).toEqual(['Help desk &amp; &lt;payments&gt;', 'AGM']);
  });

  it('/events.ics answers today’s events and every trade fair as text/calendar', async () => {
    const response = await calendarRoute.GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=60/);
    const summaries = calendarSummaries(await response.text());
    expect(summaries.slice(0, 2)).toEqual(['Energy audit, clinic; today', 'An event with an odd id']);
    expect(summaries.slice(2)).toEqual(tradeFairs.map((f) => f.name));
  });

  it('/calendar/event/<id>.ics downloads that one event, in India’s time, with its place and its card’s address', async () => {
    const response = await getEventFile(eventFileRoute, 'event', '901.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="rasi-energy-audit-clinic-today.ics"',
    );
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const text = await response.text();
    const [event, ...others] = parseEvents(text);
    expect(others).toHaveLength(0);
    expect(event!.summary).toBe('Energy audit, clinic; today');
    expect(event!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(event!.startDate.toString()).toBe('2026-11-21T10:00:00');
    expect(event!.location).toBe('RASI Bhavan auditorium, Thuvakudi');
    expect(event!.component.getFirstPropertyValue('url')).toBe('http://localhost:3000/#event-901');
  });

  it('finds an event whose backend id needs encoding, by the decoded id Next hands the route', async () => {
    const response = await getEventFile(eventFileRoute, 'event', 'Odd id/<b>;".ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rasi-an-event-with-an-odd-id.ics"');
    const [event] = parseEvents(await response.text());
    expect(event!.component.getFirstPropertyValue('url')).toBe('http://localhost:3000/#event-Odd%20id%2F%3Cb%3E%3B%22');
  });

  it('/calendar/tradefair/<id>.ics downloads a fair as all-day dates', async () => {
    const response = await getEventFile(eventFileRoute, 'tradefair', 'delta-industrial-expo-2027.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="rasi-delta-industrial-expo-2027.ics"',
    );
    const [event] = parseEvents(await response.text());
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2027-02-12');
    expect(event!.endDate.toString()).toBe('2027-02-16');
    expect(event!.component.getFirstPropertyValue('url')).toBe(
      'http://localhost:3000/tradefairs#tradefair-delta-industrial-expo-2027',
    );
  });

  it.each([
    ['an id not in today’s list', 'event', '999.ics'],
    ['a fair that does not exist', 'tradefair', 'no-such-fair.ics'],
    ['a fair’s id as an event', 'event', 'delta-industrial-expo-2027.ics'],
    ['an unknown kind', 'bulletin', '901.ics'],
    ['another extension', 'event', '901.json'],
    ['no extension', 'event', '901'],
    ['a hostile id', 'event', '<script>alert(1)</script>.ics'],
  ])('answers 404 for %s, uncached, without repeating the address', async (_case, kind, file) => {
    const response = await getEventFile(eventFileRoute, kind, file);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const body = await response.text();
    expect(body).not.toContain(file);
    expect(body).not.toContain('<');
  });

  it.each([
    ['feed', feedRoute],
    ['calendar', calendarRoute],
    ['event file', eventFileRoute],
  ] as const)('the %s refuses other methods with 405 and Allow, and answers OPTIONS', (_name, route) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = route[method]();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
    expect(route.OPTIONS().status).toBe(204);
  });
});

describe('with the backend down and nothing cached', () => {
  async function freshRoutes() {
    jest.resetModules();
    // The loaders live once per process (lib/process-state.mjs): start this server-like process afresh.
    forgetProcessState('api.loaders');
    jest.doMock('@/lib/api/client', () => ({
      request: jest.fn().mockRejectedValue(new Error('GET getnotification failed: HTTP 500')),
    }));
    return {
      feed: (await import('@/app/feed.xml/route')) as typeof feedRoute,
      calendar: (await import('@/app/events.ics/route')) as typeof calendarRoute,
      eventFile: (await import('@/app/calendar/[kind]/[file]/route')) as typeof eventFileRoute,
    };
  }

  it('/feed.xml still answers 200 with a valid empty channel, uncached', async () => {
    const { feed } = await freshRoutes();
    const response = await feed.GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const xml = await response.text();
    expect(xml).toContain('<channel>');
    expect(xml).toContain('</channel>\n</rss>');
    expect(itemTitles(xml)).toEqual([]);
  });

  it('/events.ics still answers 200 with the trade fairs, uncached', async () => {
    const { calendar } = await freshRoutes();
    const response = await calendar.GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calendarSummaries(await response.text())).toEqual(tradeFairs.map((f) => f.name));
  });

  it('an event’s .ics answers 503 with Retry-After, uncached; a fair’s needs no backend', async () => {
    const { eventFile } = await freshRoutes();
    const response = await getEventFile(eventFile, 'event', '901.ics');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('60');
    expect((await getEventFile(eventFile, 'tradefair', 'delta-industrial-expo-2027.ics')).status).toBe(200);
  });
});
