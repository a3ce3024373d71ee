import { addDays, indiaTimeToUtc } from '@/lib/india-time';

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

/**
 * Folds a content line so that no line exceeds 75 octets of UTF-8, counting the space that starts each
 * continuation line (RFC 5545 §3.1). Splits only between code points, never inside a multi-byte character.
 */
export function foldLine(line: string): string {
  let out = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    if (octets + size > limit) {
      out += `${CRLF} `;
      octets = 1;
      limit = MAX_LINE_OCTETS;
    }
    out += char;
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
  readonly name: string;
  readonly description: string;
  readonly prodId: string;
  readonly stamp: Date;
  readonly events: readonly CalendarEvent[];
}

const basicDate = (isoDate: string) => isoDate.replaceAll('-', '');
const utcDateTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

function timeLines(when: AllDay | Timed): string[] {
  if (when.kind === 'all-day') {
    // DTEND of a DATE is exclusive: a fair ending on the 15th ends at the start of the 16th.
    return [
      `DTSTART;VALUE=DATE:${basicDate(when.firstDay)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(when.lastDay, 1))}`,
    ];
  }
  const start = indiaTimeToUtc(when.date, when.start);
  const lines = [`DTSTART:${utcDateTime(start)}`];
  if (when.end) {
    let end = indiaTimeToUtc(when.date, when.end);
    if (end <= start) end = indiaTimeToUtc(addDays(when.date, 1), when.end);
    lines.push(`DTEND:${utcDateTime(end)}`);
  }
  return lines;
}

/** An iCalendar object (RFC 5545): CRLF line endings, TEXT escaped, lines folded at 75 octets. */
export function buildCalendar(calendar: Calendar): string {
  const stamp = utcDateTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
  ];
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
