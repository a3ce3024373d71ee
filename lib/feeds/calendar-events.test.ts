/** @jest-environment node */
import ICAL from 'ical.js';
import {
  calendarFileName,
  eventAnchor,
  eventFilePath,
  eventPageUrl,
  singleEventCalendar,
  todayCalendarEvent,
  todayEventLinks,
  tradeFairLinks,
  type TodayEventFields,
} from './calendar-events';
import { DELTA_EXPO, ENERGY_AUDIT_CLINIC, SITE_URL } from '@/jest.helpers';

const event = (overrides: Partial<TodayEventFields> = {}): TodayEventFields => ({
  ...ENERGY_AUDIT_CLINIC,
  ...overrides,
});

const fair = DELTA_EXPO;

describe('addresses of an event', () => {
  it('names the card, the .ics file and the page address after the event’s kind and id', () => {
    expect(eventAnchor('event', '901')).toBe('event-901');
    expect(eventFilePath('event', '901')).toBe('/calendar/event/901.ics');
    expect(eventPageUrl('event', '901', SITE_URL)).toBe(`${SITE_URL}/#event-901`);
    expect(eventFilePath('tradefair', fair.id)).toBe('/calendar/tradefair/delta-industrial-expo-2027.ics');
    expect(eventPageUrl('tradefair', fair.id, SITE_URL)).toBe(
      `${SITE_URL}/tradefairs#tradefair-delta-industrial-expo-2027`,
    );
  });

  it('percent-encodes any backend id, so it can neither leave its path segment nor break an attribute', () => {
    const id = '../x y;z/<b>"#?';
    const path = eventFilePath('event', id);
    expect(path).toBe('/calendar/event/..%2Fx%20y%3Bz%2F%3Cb%3E%22%23%3F.ics');
    expect(new URL(path, SITE_URL).pathname).toBe(path);
    expect(eventAnchor('event', id)).not.toMatch(/[\s<>"#?/]/);
    expect(new URL(eventPageUrl('event', id, SITE_URL)).hash).toBe(`#${eventAnchor('event', id)}`);
  });
});

describe('todayCalendarEvent', () => {
  it('dates an undated event today and makes one without a start time all day', () => {
    expect(todayCalendarEvent(event({ date: null }), '2026-11-22').when).toEqual({
      kind: 'timed',
      date: '2026-11-22',
      start: '10:00',
      end: '13:00',
    });
    expect(todayCalendarEvent(event({ startTime: null, endTime: null }), '2026-11-22').when).toEqual({
      kind: 'all-day',
      firstDay: '2026-11-21',
      lastDay: '2026-11-21',
    });
  });

  it('falls back to a title and to the association’s address, as its structured data does', () => {
    const bare = todayCalendarEvent(event({ title: '', venue: '' }), '2026-11-21');
    expect(bare.summary).toBe('RASI event');
    expect(bare.location).toBe('RASI Bhavan, Plot 14, SIDCO Industrial Estate, Thuvakudi, Tiruchirappalli 620015');
  });
});

describe('calendar links', () => {
  it('gives today’s event its card id, its own .ics file and a filled-in Google Calendar form', () => {
    const links = todayEventLinks(event(), '2026-11-21');
    expect(links.anchor).toBe('event-901');
    expect(links.ics).toBe('/calendar/event/901.ics');
    const google = new URL(links.google);
    expect(google.searchParams.get('text')).toBe('Energy audit clinic');
    expect(google.searchParams.get('dates')).toBe('20261121T100000/20261121T130000');
    expect(google.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(google.searchParams.get('location')).toBe('RASI Bhavan auditorium, Thuvakudi');
  });

  it('gives a fair the same, all day', () => {
    const links = tradeFairLinks(fair);
    expect(links.anchor).toBe('tradefair-delta-industrial-expo-2027');
    expect(links.ics).toBe('/calendar/tradefair/delta-industrial-expo-2027.ics');
    expect(new URL(links.google).searchParams.get('dates')).toBe('20270212/20270216');
  });

  it('holds no address of this site in the Google link, so cached pages need no rewriting for SITE_URL', () => {
    expect(todayEventLinks(event(), '2026-11-21').google).not.toContain('rasi.test');
  });
});

describe('singleEventCalendar', () => {
  it('is one VEVENT in India’s time zone, with its place and page, and no calendar of its own', () => {
    const text = singleEventCalendar(
      { ...todayCalendarEvent(event(), '2026-11-21'), url: eventPageUrl('event', '901', SITE_URL) },
      new Date('2026-11-21T06:00:00Z'),
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const parsed = new ICAL.Event(vevents[0]!);
    expect(vevents[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(parsed.startDate.toString()).toBe('2026-11-21T10:00:00');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-21T04:30:00.000Z');
    expect(parsed.location).toBe('RASI Bhavan auditorium, Thuvakudi');
    expect(vevents[0]!.getFirstPropertyValue('url')).toBe(`${SITE_URL}/#event-901`);
    expect(parsed.uid).toBe('event-901-2026-11-21@rasi-delta.org.in');
  });
});

describe('calendarFileName', () => {
  it.each([
    ['Delta Industrial Expo 2027', 'rasi-delta-industrial-expo-2027.ics'],
    ['Meet the bankers: working capital for micro units', 'rasi-meet-the-bankers-working-capital-for-micro-units.ics'],
    ['Café Expo — Kuala Lumpur', 'rasi-cafe-expo-kuala-lumpur.ics'],
    ['RASI event', 'rasi-event.ics'],
    ['தஞ்சாவூர் கண்காட்சி', 'rasi-event.ics'],
    ['"; filename=evil.exe\r\nX-Header: 1', 'rasi-filename-evil-exe-x-header-1.ics'],
    ['x'.repeat(200), `rasi-${'x'.repeat(60)}.ics`],
  ])('%s → %s', (title, name) => {
    expect(calendarFileName(title)).toBe(name);
  });
});
