/** @jest-environment node */
import ICAL from 'ical.js';
import { request } from '@/lib/api/client';
import * as calendarRoute from '@/app/events.ics/route';
import * as feedRoute from '@/app/feed.xml/route';
import { tradeFairs } from '@/lib/content/trade-fairs';

jest.mock('@/lib/api/client', () => ({ request: jest.fn() }));

const upstream = request as jest.MockedFunction<typeof request>;

const BODIES: Record<string, unknown> = {
  getnotification: { status: 200, message: [{ id: 308, title: 'Help desk & <payments>', date: '2026-10-16' }] },
  getAllYearsWithEvents: {
    status: 200,
    message: [{ year: '2026', events: [{ id: 1, title: 'AGM', event_date: '2026-09-28' }] }],
  },
  getevents: {
    todays_events: [{ id: 901, title: 'Energy audit, clinic; today', start_time: '10:00', end_time: '13:00' }],
  },
};

// The XML itself is read by a real parser in rss.test.ts and e2e/seo.spec.ts; here only the items matter.
function itemTitles(xml: string): string[] {
  return [...xml.matchAll(/<item>\n<title>([^<]*)<\/title>/g)].map((m) => m[1]!);
}

const calendarSummaries = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);

describe('with the backend up', () => {
  beforeAll(() => {
    upstream.mockImplementation(async (_method, call) => BODIES[call]);
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
    expect(summaries[0]).toBe('Energy audit, clinic; today');
    expect(summaries.slice(1)).toEqual(tradeFairs.map((f) => f.name));
  });

  it.each([
    ['feed', feedRoute],
    ['calendar', calendarRoute],
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
    // The loaders live once per process (lib/api/store.ts processWide): start this server-like process afresh.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('rasi.api.loaders')];
    jest.doMock('@/lib/api/client', () => ({
      request: jest.fn().mockRejectedValue(new Error('GET getnotification failed: HTTP 500')),
    }));
    return {
      feed: (await import('@/app/feed.xml/route')) as typeof feedRoute,
      calendar: (await import('@/app/events.ics/route')) as typeof calendarRoute,
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
});
