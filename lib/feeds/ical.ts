import { addDays, INDIA_TIME_ZONE } from '@/lib/india-time';

export const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

// Controls that RFC 5545 TEXT cannot carry (tab and newline can), and unpaired surrogates, which have no UTF-8.
const NOT_TEXT =
  /[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A TEXT property value (RFC 5545 §3.3.11): backslash, semicolon, comma and newline escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(NOT_TEXT, '')
    .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

function utf8Octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

// A backslash escape (`\,`, `\n`, `\\`) is kept on one line: unfolding comes first, so a split one is valid, but a
// reader that unescapes line by line would not see it.
const FOLD_UNITS = /\\[\s\S]|[\s\S]/gu;

/**
 * Folds a content line so that no line exceeds 75 octets of UTF-8, counting the space that starts each
 * continuation line (RFC 5545 §3.1, RFC 6350 §3.2 for vCard). Splits only between code points, never inside a
 * multi-byte character or a backslash escape.
 */
export function foldLine(line: string): string {
  let out = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const [unit] of line.matchAll(FOLD_UNITS)) {
    const size = [...unit].reduce((sum, char) => sum + utf8Octets(char.codePointAt(0)!), 0);
    if (octets + size > limit) {
      out += `${CRLF} `;
      octets = 1;
      limit = MAX_LINE_OCTETS;
    }
    out += unit;
    octets += size;
  }
  return out;
}

/** A day or span of days, inclusive, with no time: trade fairs. */
export interface AllDay {
  readonly kind: 'all-day';
  readonly firstDay: string;
  readonly lastDay: string;
}

/** Wall-clock times in India on one date. An end at or before the start is taken to be the next day. */
export interface Timed {
  readonly kind: 'timed';
  readonly date: string;
  readonly start: string;
  readonly end: string | null;
}

export interface CalendarEvent {
  /** Stable across downloads, so a subscribed calendar updates events instead of duplicating them. */
  readonly uid: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly url?: string;
  readonly when: AllDay | Timed;
}

export interface Calendar {
  /** A subscribed calendar's name; left out of a single event, which calendar apps would otherwise file apart. */
  readonly name?: string;
  readonly description?: string;
  readonly prodId: string;
  readonly stamp: Date;
  readonly events: readonly CalendarEvent[];
}

function basicDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return isoDate.replaceAll('-', '');
}

function basicTime(time: string): string {
  if (!/^\d{2}:\d{2}$/.test(time)) throw new RangeError(`Not a time: ${time}`);
  return `${time.replace(':', '')}00`;
}

const utcDateTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/**
 * When an event happens as iCalendar's basic format writes it (and Google Calendar reads it): dates for an all-day
 * event, its end exclusive (a fair ending on the 15th ends at the start of the 16th); wall-clock date-times in
 * India for a timed one, its end null when unknown, and on the next day when it is not after the start.
 */
export function wallClock(when: AllDay | Timed): { allDay: boolean; start: string; end: string | null } {
  if (when.kind === 'all-day') {
    return { allDay: true, start: basicDate(when.firstDay), end: basicDate(addDays(when.lastDay, 1)) };
  }
  const start = `${basicDate(when.date)}T${basicTime(when.start)}`;
  if (!when.end) return { allDay: false, start, end: null };
  const endDate = when.end > when.start ? when.date : addDays(when.date, 1);
  return { allDay: false, start, end: `${basicDate(endDate)}T${basicTime(when.end)}` };
}

// India has kept +05:30, without daylight saving, since 1945: one observance describes every date a calendar holds.
const INDIA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${INDIA_TIME_ZONE}`,
  `X-LIC-LOCATION:${INDIA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZNAME:IST',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function timeLines(when: AllDay | Timed): string[] {
  const { allDay, start, end } = wallClock(when);
  const value = allDay ? 'VALUE=DATE' : `TZID=${INDIA_TIME_ZONE}`;
  return end ? [`DTSTART;${value}:${start}`, `DTEND;${value}:${end}`] : [`DTSTART;${value}:${start}`];
}

/**
 * An iCalendar object (RFC 5545): CRLF line endings, TEXT escaped, lines folded at 75 octets, times in India's own
 * zone (TZID=Asia/Kolkata with its VTIMEZONE), so a calendar shows the time the association gave, wherever it is.
 */
export function buildCalendar(calendar: Calendar): string {
  const stamp = utcDateTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  // RFC 5545 §3.2.19: every TZID used needs its VTIMEZONE in the same object.
  if (calendar.events.some((event) => event.when.kind === 'timed')) lines.push(...INDIA_VTIMEZONE);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      ...timeLines(event.when),
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
