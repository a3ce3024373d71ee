import type { TodayEvent } from '@/lib/api/backend-types';
import { TRADE_FAIR_ROLES } from '@/content/trade-fairs';
import type { TradeFair } from '@/content/content-shapes';
import { pageUrl } from '@/lib/seo/page-urls';
import { SITE } from '@/content/association';
import { googleCalendarUrl } from './google-calendar';
import { buildCalendar, type CalendarEvent } from './ical';
import { CALENDAR_FILES_PATH } from './paths';

/** The events a visitor can add to a calendar one by one, each named in the address of its .ics file. */
export const EVENT_KINDS = {
  /** Today's events, from the backend, shown on the home page. */
  event: { page: '/' },
  /** Trade fairs, from content/trade-fairs.ts, shown on /tradefairs. */
  tradefair: { page: '/tradefairs' },
} as const;

export type EventKind = keyof typeof EVENT_KINDS;

export const isEventKind = (kind: string): kind is EventKind => Object.hasOwn(EVENT_KINDS, kind);

/** Where an event's card is and how to add it to a calendar: computed on the server, rendered as plain links. */
export interface CalendarLinks {
  /** The `id` of the event's card on its page: the fragment of the calendar entry's URL. */
  readonly anchor: string;
  /** This site's single-event iCalendar file. */
  readonly ics: string;
  /** Google Calendar's form for the event, filled in. */
  readonly google: string;
}

export const CALENDAR_PROD_ID = `-//${SITE.shortName}//${SITE.domain} website//EN`;

// Backend ids are any text: percent-encoded, they are safe in an address, a fragment, an `id` and a UID alike.
const idPart = (id: string) => encodeURIComponent(id);

/** The card's `id`. HTML looks a fragment up as written before decoding it, so the same string serves both. */
export function eventAnchor(kind: EventKind, id: string): string {
  return `${kind}-${idPart(id)}`;
}

export function eventPageUrl(kind: EventKind, id: string, siteUrl: string): string {
  return `${pageUrl(EVENT_KINDS[kind].page, siteUrl)}#${eventAnchor(kind, id)}`;
}

export function eventFilePath(kind: EventKind, id: string): string {
  return `${CALENDAR_FILES_PATH}/${kind}/${idPart(id)}.ics`;
}

export function calendarLinks(kind: EventKind, id: string, event: CalendarEvent): CalendarLinks {
  return { anchor: eventAnchor(kind, id), ics: eventFilePath(kind, id), google: googleCalendarUrl(event) };
}

// Today's events are held at the association's premises or chapter offices (as their structured data says too).
const { building, street, locality, city, postalCode } = SITE.address;
const ASSOCIATION_ADDRESS = `${building}, ${street}, ${locality}, ${city} ${postalCode}`;

export type TodayEventFields = Pick<
  TodayEvent,
  'id' | 'title' | 'description' | 'venue' | 'date' | 'startTime' | 'endTime'
>;

/**
 * One of today's events, without its page address (which needs SITE_URL). Dated today when the backend gives no
 * date; all day when it gives no start time. The UID holds the date, as backends reuse ids from day to day.
 */
export function todayCalendarEvent(event: TodayEventFields, today: string): CalendarEvent {
  const date = event.date ?? today;
  return {
    uid: `event-${idPart(event.id)}-${date}@${SITE.domain}`,
    summary: event.title || `${SITE.shortName} event`,
    description: event.description,
    location: event.venue || ASSOCIATION_ADDRESS,
    when: event.startTime
      ? { kind: 'timed', date, start: event.startTime, end: event.endTime }
      : { kind: 'all-day', firstDay: date, lastDay: date },
  };
}

export function tradeFairCalendarEvent(fair: TradeFair): CalendarEvent {
  return {
    uid: `tradefair-${idPart(fair.id)}@${SITE.domain}`,
    summary: fair.name,
    description: `${fair.description}\n\n${TRADE_FAIR_ROLES[fair.rasiRole].en}. Organiser: ${fair.organiser}.`,
    location: fair.venue,
    when: { kind: 'all-day', firstDay: fair.startDate, lastDay: fair.endDate },
  };
}

export function todayEventLinks(event: TodayEventFields, today: string): CalendarLinks {
  return calendarLinks('event', event.id, todayCalendarEvent(event, today));
}

export function tradeFairLinks(fair: TradeFair): CalendarLinks {
  return calendarLinks('tradefair', fair.id, tradeFairCalendarEvent(fair));
}

/** One event as an iCalendar file of its own, to open or import; no calendar name, so apps add it to the visitor's. */
export function singleEventCalendar(event: CalendarEvent, now: Date): string {
  return buildCalendar({ prodId: CALENDAR_PROD_ID, stamp: now, events: [event] });
}

/** A download name from the event's title: 'rasi-delta-industrial-expo-2027.ics'; ASCII, so no header can break. */
export function calendarFileName(summary: string): string {
  const slug = summary
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  const name = slug || 'event';
  return `${name.startsWith(`${SITE.slug}-`) ? name : `${SITE.slug}-${name}`}.ics`;
}
