/** @jest-environment node */
import ICAL from 'ical.js';
import { buildCalendar, CRLF, escapeText, foldLine, type CalendarEvent } from './ical';

const STAMP = new Date('2026-11-21T06:00:00Z');

function calendarOf(events: CalendarEvent[]): string {
  return buildCalendar({
    name: 'RASI events, trade fairs; and more',
    description: 'Test calendar',
    prodId: '-//RASI//rasi-delta.org.in website//EN',
    stamp: STAMP,
    events,
  });
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const octets = (line: string) => Buffer.byteLength(line, 'utf8');

const HOSTILE = [
  'Commas, semicolons; and a backslash \\ in one line',
  'A literal backslash-n \\n is not a newline, and \\, is not a comma escape',
  'Two lines\nand a blank one\n\nthen the end',
  'Windows line endings\r\nbecome plain newlines? No: see below',
  'Tamil: தஞ்சாவூர் மாவட்ட சிறு தொழில்கள் சங்கம், emoji: 🎉🏭👨‍👩‍👧 and ₹5 crore',
  `A 200-character word: ${'x'.repeat(200)}`,
  `A 200-character Tamil word: ${'அ'.repeat(200)}`,
  `One hundred emoji: ${'😀'.repeat(100)}`,
  'Tab\tseparated\tvalues and "quotes" and <angle> brackets & ampersands',
  ':colon:first and ;;;,,,\\\\\\ runs',
];

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newline as RFC 5545 says', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('turns CRLF and CR into one escaped newline', () => {
    expect(escapeText('a\r\nb\rc')).toBe('a\\nb\\nc');
  });

  it('drops control characters TEXT cannot carry, but keeps tabs', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf');
  });

  it('leaves colons and quotes alone (they need no escaping in a value)', () => {
    expect(escapeText('10:00 "Expo"')).toBe('10:00 "Expo"');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}${CRLF} x`);
  });

  it.each([
    ['ASCII', 'SUMMARY:' + 'word '.repeat(80)],
    ['two-octet', 'DESCRIPTION:' + 'é'.repeat(150)],
    ['three-octet Tamil', 'DESCRIPTION:' + 'தஞ்சாவூர் '.repeat(40)],
    ['four-octet emoji', 'DESCRIPTION:' + '😀'.repeat(80)],
    ['mixed', 'LOCATION:' + 'a😀அé'.repeat(60)],
  ])('keeps every %s line within 75 octets without splitting a character', (_kind, line) => {
    const folded = foldLine(line);
    const lines = folded.split(CRLF);
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, physical] of lines.entries()) {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      if (index > 0) expect(physical.startsWith(' ')).toBe(true);
      // A split inside a character would leave a lone surrogate, which UTF-8 cannot encode.
      expect(Buffer.from(physical, 'utf8').toString('utf8')).toBe(physical);
      expect(physical).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a backslash escape across lines', () => {
    const line = `DESCRIPTION:${escapeText('a, b; c\\ d\n'.repeat(30))}`;
    const lines = foldLine(line).split(CRLF);
    expect(lines.length).toBeGreaterThan(1);
    for (const physical of lines) {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      // An odd run of backslashes at the end of a line is an escape cut in two.
      expect(physical).not.toMatch(/(?<!\\)(\\\\)*\\$/);
    }
    expect(unfold(foldLine(line))).toBe(line);
  });

  it('fills lines: a fold happens only when the next character would not fit', () => {
    const lines = foldLine('😀'.repeat(40)).split(CRLF);
    expect(octets(lines[0]!)).toBe(72); // 18 emoji; a 19th would make 76
    expect(octets(lines[1]!)).toBe(73); // the space and 18 emoji
  });
});

describe('buildCalendar', () => {
  const fair: CalendarEvent = {
    uid: 'tradefair-delta-industrial-expo-2027@rasi-delta.org.in',
    summary: 'Delta Industrial Expo 2027',
    description: 'The thirteenth edition',
    location: 'SIDCO Exhibition Ground, Thuvakudi, Tiruchirappalli',
    url: 'http://localhost:3000/tradefairs',
    when: { kind: 'all-day', firstDay: '2027-02-12', lastDay: '2027-02-15' },
  };
  const meeting: CalendarEvent = {
    uid: 'event-903-2026-11-21@rasi-delta.org.in',
    summary: 'Expo committee meeting',
    description: '',
    location: 'RASI Bhavan board room, Thuvakudi',
    when: { kind: 'timed', date: '2026-11-21', start: '17:30', end: '19:00' },
  };

  it('writes a VCALENDAR with the required properties, CRLF line endings and a final CRLF', () => {
    const text = calendarOf([fair, meeting]);
    expect(text.startsWith(`BEGIN:VCALENDAR${CRLF}VERSION:2.0${CRLF}PRODID:`)).toBe(true);
    expect(text.endsWith(`END:VCALENDAR${CRLF}`)).toBe(true);
    expect(text.replaceAll(CRLF, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split(CRLF);
    for (const property of [
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:RASI events\\, trade fairs\\; and more',
    ]) {
      expect(lines).toContain(property);
    }
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'DTSTAMP:20261121T060000Z')).toHaveLength(2);
    for (const line of text.split(CRLF)) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('writes all-day fairs as DATE values with an exclusive end the day after the last day', () => {
    const lines = unfold(calendarOf([fair])).split(CRLF);
    expect(lines).toContain('DTSTART;VALUE=DATE:20270212');
    expect(lines).toContain('DTEND;VALUE=DATE:20270216');
    const [event] = parse(calendarOf([fair]));
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2027-02-12');
    expect(event!.endDate.toString()).toBe('2027-02-16');
  });

  it('writes times as wall-clock times in Asia/Kolkata, with the VTIMEZONE that defines it', () => {
    const text = calendarOf([meeting]);
    const lines = unfold(text).split(CRLF);
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261121T173000');
    expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20261121T190000');
    // One VTIMEZONE, before the events, with India's one offset and no daylight saving.
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'X-LIC-LOCATION:Asia/Kolkata',
      'BEGIN:STANDARD',
      'TZNAME:IST',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));

    // A real parser finds the zone in the file itself and reads the same instants: 17:30 IST is 12:00 UTC.
    const [event] = parse(text);
    expect(event!.startDate.zone!.tzid).toBe('Asia/Kolkata');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-11-21T13:30:00.000Z');
  });

  it('leaves the VTIMEZONE out when every event is all day, as no time needs it', () => {
    expect(calendarOf([fair])).not.toContain('VTIMEZONE');
    expect(calendarOf([fair, meeting]).match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
  });

  it('ends an event that runs past midnight on the next day, and leaves out an unknown end', () => {
    const night = calendarOf([
      { ...meeting, when: { kind: 'timed', date: '2026-11-21', start: '22:00', end: '01:00' } },
      {
        ...meeting,
        uid: 'open@rasi-delta.org.in',
        when: { kind: 'timed', date: '2026-11-21', start: '09:00', end: null },
      },
    ]);
    const lines = unfold(night).split(CRLF);
    expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20261122T010000');
    expect(lines.filter((l) => l.startsWith('DTEND'))).toHaveLength(1);
    const [late, open] = parse(night);
    expect(late!.endDate.toJSDate().toISOString()).toBe('2026-11-21T19:30:00.000Z');
    expect(open!.startDate.toJSDate().toISOString()).toBe('2026-11-21T03:30:00.000Z');
  });

  it('writes the page address as URL, and no calendar name when it has none (a single event)', () => {
    const text = buildCalendar({
      prodId: '-//RASI//rasi-delta.org.in website//EN',
      stamp: STAMP,
      events: [{ ...fair, url: 'https://www.rasi.test/tradefairs#tradefair-delta-industrial-expo-2027' }],
    });
    const lines = unfold(text).split(CRLF);
    expect(lines).toContain('URL:https://www.rasi.test/tradefairs#tradefair-delta-industrial-expo-2027');
    expect(lines).toContain('LOCATION:SIDCO Exhibition Ground\\, Thuvakudi\\, Tiruchirappalli');
    expect(text).not.toContain('X-WR-');
    const [event] = parse(text);
    expect(event!.component.getFirstPropertyValue('url')).toBe(
      'https://www.rasi.test/tradefairs#tradefair-delta-industrial-expo-2027',
    );
    expect(event!.location).toBe('SIDCO Exhibition Ground, Thuvakudi, Tiruchirappalli');
  });

  it('refuses a date or time it cannot write, instead of writing a broken property', () => {
    expect(() => calendarOf([{ ...meeting, when: { ...meeting.when, start: '9am' } } as CalendarEvent])).toThrow(
      RangeError,
    );
    expect(() => calendarOf([{ ...fair, when: { kind: 'all-day', firstDay: 'soon', lastDay: 'soon' } }])).toThrow(
      RangeError,
    );
  });

  it('round-trips hostile text exactly through a real iCalendar parser', () => {
    const events = HOSTILE.map((text, index): CalendarEvent => ({
      uid: `hostile-${index}@rasi-delta.org.in`,
      summary: text,
      description: `${text}\n${text}`,
      location: text,
      when: { kind: 'all-day', firstDay: '2026-11-21', lastDay: '2026-11-21' },
    }));
    const text = calendarOf(events);
    for (const line of text.split(CRLF)) expect(octets(line)).toBeLessThanOrEqual(75);

    const parsed = parse(text);
    expect(parsed).toHaveLength(HOSTILE.length);
    parsed.forEach((event, index) => {
      // Line breaks are normalised to \n, the one newline iCalendar TEXT has.
      const expected = HOSTILE[index]!.replace(/\r\n/g, '\n');
      expect(event.uid).toBe(`hostile-${index}@rasi-delta.org.in`);
      expect(event.summary).toBe(expected);
      expect(event.description).toBe(`${expected}\n${expected}`);
      expect(event.location).toBe(expected);
    });
  });
});
