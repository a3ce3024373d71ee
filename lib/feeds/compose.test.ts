/** @jest-environment node */
import ICAL from 'ical.js';
import type { Bulletin, Notification, TodayEvent } from '@/lib/api/backend-types';
import { calendarEvents, feedItems, siteCalendar } from './compose';
import { DELTA_EXPO, ENERGY_AUDIT_CLINIC, SITE_URL } from '@/jest.helpers';

const notification = (id: string, date: string | null, href: string | null = null): Notification => ({
  id,
  title: `Notice ${id}`,
  description: `About ${id}`,
  date,
  image: '/images/default-notification.jpg',
  href,
  file: href ? { format: 'PDF', size: null } : null,
  extra: {},
});

const bulletin: Bulletin = {
  year: '2026',
  title: 'Bulletin 2026',
  image: '/images/default-bulletin.jpg',
  extra: {},
  events: [
    {
      id: 'e1',
      title: 'Annual general meeting',
      description: 'The 54th AGM.',
      date: '2026-09-28',
      venue: 'RASI Bhavan',
      image: '',
    },
    { id: 'e2', title: '', description: 'No title here.', date: null, venue: '', image: '' },
  ],
};

const event = (overrides: Partial<TodayEvent> = {}): TodayEvent => ({
  ...ENERGY_AUDIT_CLINIC,
  image: '',
  extra: {},
  calendar: {
    anchor: 'event-901',
    ics: '/calendar/event/901.ics',
    google: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
  },
  ...overrides,
});

const fair = DELTA_EXPO;

describe('feedItems', () => {
  it('merges notifications and bulletin events newest first, undated last', () => {
    const items = feedItems(
      [notification('1', '2026-07-24'), notification('2', '2026-10-16', '/files/uploads/c.pdf')],
      [bulletin],
      SITE_URL,
    );
    expect(items.map((i) => i.title)).toEqual(['Notice 2', 'Annual general meeting', 'Notice 1', 'Bulletin 2026']);
    expect(items[0]).toMatchObject({ link: `${SITE_URL}/files/uploads/c.pdf`, category: 'Notification' });
    expect(items[2]!.link).toBe(`${SITE_URL}/notification`);
    expect(items[1]).toMatchObject({
      link: `${SITE_URL}/bulletins`,
      description: 'The 54th AGM.\n\nVenue: RASI Bhavan',
      category: 'Bulletin 2026',
    });
    expect(items[0]!.pubDate!.toISOString()).toBe('2026-10-15T18:30:00.000Z');
    expect(new Set(items.map((i) => i.guid)).size).toBe(items.length);
  });

  it('keeps the feed to 50 items', () => {
    const many = Array.from({ length: 80 }, (_, i) => notification(String(i), '2026-01-01'));
    expect(feedItems(many, [], SITE_URL)).toHaveLength(50);
  });
});

describe('calendarEvents', () => {
  it('gives every event a stable UID on the association domain', () => {
    const first = calendarEvents([event()], [fair], '2026-11-21', SITE_URL);
    const again = calendarEvents([event()], [fair], '2026-11-21', SITE_URL);
    expect(first.map((e) => e.uid)).toEqual([
      'event-901-2026-11-21@rasi-delta.org.in',
      'tradefair-delta-industrial-expo-2027@rasi-delta.org.in',
    ]);
    expect(again.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
  });

  it('dates an undated event today, and makes an event without times an all-day one', () => {
    const [timed, allDay] = calendarEvents(
      [event({ date: null }), event({ id: 'x y;z', startTime: null, endTime: null })],
      [],
      '2026-11-22',
      SITE_URL,
    );
    expect(timed!.when).toEqual({ kind: 'timed', date: '2026-11-22', start: '10:00', end: '13:00' });
    expect(allDay!.when).toEqual({ kind: 'all-day', firstDay: '2026-11-21', lastDay: '2026-11-21' });
    expect(allDay!.uid).toBe('event-x%20y%3Bz-2026-11-21@rasi-delta.org.in');
  });

  it('points each event at its card: today’s on the home page, a fair on /tradefairs', () => {
    const [today, odd, entry] = calendarEvents([event(), event({ id: 'x y;z' })], [fair], '2026-11-21', SITE_URL);
    expect(today!.url).toBe(`${SITE_URL}/#event-901`);
    expect(odd!.url).toBe(`${SITE_URL}/#event-x%20y%3Bz`);
    expect(entry!.url).toBe(`${SITE_URL}/tradefairs#tradefair-delta-industrial-expo-2027`);
  });

  it('describes a fair with its role and organiser', () => {
    const [entry] = calendarEvents([], [fair], '2026-11-21', SITE_URL);
    expect(entry).toMatchObject({
      summary: 'Delta Industrial Expo 2027',
      location: fair.venue,
      description: 'The thirteenth edition.\n\nOrganised by RASI. Organiser: Regional Association of Small Industries.',
      when: { kind: 'all-day', firstDay: '2027-02-12', lastDay: '2027-02-15' },
    });
  });
});

describe('siteCalendar', () => {
  it('is read by a real iCalendar parser with today’s events and the fairs', () => {
    const text = siteCalendar({
      events: [event()],
      fairs: [fair],
      today: '2026-11-21',
      siteUrl: SITE_URL,
      now: new Date('2026-11-21T06:00:00Z'),
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('RASI events and trade fairs');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(['Energy audit clinic', 'Delta Industrial Expo 2027']);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-21T04:30:00.000Z');
    expect(events[0]!.startDate.zone!.tzid).toBe('Asia/Kolkata');
  });
});
