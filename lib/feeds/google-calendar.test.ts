/** @jest-environment node */
import { googleCalendarUrl } from './google-calendar';
import type { CalendarEvent } from './ical';

const meeting: CalendarEvent = {
  uid: 'event-903-2026-11-21@rasi-delta.org.in',
  summary: 'Delta Industrial Expo 2027 organising committee meeting',
  description: 'The committee reviews stall allotment.\nBring the visitor campaign figures.',
  location: 'RASI Bhavan board room, Thuvakudi',
  url: 'https://www.rasi.test/#event-903',
  when: { kind: 'timed', date: '2026-11-21', start: '17:30', end: '19:00' },
};

const fair: CalendarEvent = {
  uid: 'tradefair-delta-industrial-expo-2027@rasi-delta.org.in',
  summary: 'Delta Industrial Expo 2027',
  description: 'The thirteenth edition.\n\nOrganised by RASI. Organiser: Regional Association of Small Industries.',
  location: 'SIDCO Exhibition Ground, Thuvakudi, Tiruchirappalli',
  when: { kind: 'all-day', firstDay: '2027-02-12', lastDay: '2027-02-15' },
};

function read(href: string) {
  const url = new URL(href);
  return { url, params: Object.fromEntries(url.searchParams), keys: [...url.searchParams.keys()] };
}

describe('googleCalendarUrl', () => {
  it('opens Google Calendar’s event form with the wall-clock times in Asia/Kolkata', () => {
    const { url, params, keys } = read(googleCalendarUrl(meeting));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.pathname).toBe('/calendar/render');
    expect(keys).toEqual(['action', 'text', 'dates', 'ctz', 'details', 'location']);
    expect(params).toEqual({
      action: 'TEMPLATE',
      text: 'Delta Industrial Expo 2027 organising committee meeting',
      dates: '20261121T173000/20261121T190000',
      ctz: 'Asia/Kolkata',
      details: 'The committee reviews stall allotment.\nBring the visitor campaign figures.',
      location: 'RASI Bhavan board room, Thuvakudi',
    });
  });

  it('gives an all-day fair its dates, the end exclusive (the day after the last day)', () => {
    expect(read(googleCalendarUrl(fair)).params.dates).toBe('20270212/20270216');
    const oneDay: CalendarEvent = { ...fair, when: { kind: 'all-day', firstDay: '2026-12-31', lastDay: '2026-12-31' } };
    expect(read(googleCalendarUrl(oneDay)).params.dates).toBe('20261231/20270101');
  });

  it('ends an event past midnight on the next day, and an event without an end at its start', () => {
    const late = { ...meeting, when: { kind: 'timed', date: '2026-11-21', start: '22:00', end: '01:00' } } as const;
    expect(read(googleCalendarUrl(late)).params.dates).toBe('20261121T220000/20261122T010000');
    const open = { ...meeting, when: { kind: 'timed', date: '2026-11-21', start: '09:00', end: null } } as const;
    expect(read(googleCalendarUrl(open)).params.dates).toBe('20261121T090000/20261121T090000');
  });

  it('leaves out an empty description or place rather than sending empty fields', () => {
    const { keys } = read(googleCalendarUrl({ ...meeting, description: '', location: '' }));
    expect(keys).toEqual(['action', 'text', 'dates', 'ctz']);
  });

  it('carries hostile text as data: every character encoded, read back exactly, no other parameter added', () => {
    const hostile = 'A & B = C; <script>alert(1)</script> "quoted" #frag ?x=1 &action=DELETE 🎉 தஞ்சாவூர்';
    const href = googleCalendarUrl({ ...meeting, summary: hostile, description: hostile, location: hostile });
    expect(href).not.toMatch(/[\s<>"]/);
    const { params, keys } = read(href);
    expect(keys).toEqual(['action', 'text', 'dates', 'ctz', 'details', 'location']);
    expect(params).toMatchObject({ action: 'TEMPLATE', text: hostile, details: hostile, location: hostile });
  });

  it('caps a long description so the address stays within what browsers and Google accept', () => {
    const long = 'Certified energy auditors review the bills. '.repeat(100);
    const href = googleCalendarUrl({ ...meeting, description: long });
    const details = read(href).params.details!;
    expect(Array.from(details)).toHaveLength(1000);
    expect(details.endsWith('…')).toBe(true);
    expect(long.startsWith(details.slice(0, -1))).toBe(true);
    expect(href.length).toBeLessThan(2000);
  });
});
