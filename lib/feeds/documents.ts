import 'server-only';
import {
  getBulletins,
  getNotifications,
  getTodaysEvents,
  loadOrEmpty,
  type BuiltDocument,
  type TodayEvent,
} from '@/lib/api/data-policy';
import { config } from '@/lib/config';
import { inLocale } from '@/lib/i18n/words';
import { tradeFairs as fairs } from '@/content/trade-fairs';

// The feeds and calendar files are in English, the language of the backend's items they carry beside the fairs.
const tradeFairs = inLocale(fairs, 'en');
import { todayInIndia } from '@/lib/format';
import {
  calendarFileName,
  eventPageUrl,
  isEventKind,
  singleEventCalendar,
  todayCalendarEvent,
  tradeFairCalendarEvent,
} from './calendar-events';
import type { CalendarEvent } from './ical';
import { siteCalendar, siteFeed } from './compose';

export async function feedDocument(): Promise<BuiltDocument> {
  const [notifications, bulletins] = await Promise.all([loadOrEmpty(getNotifications), loadOrEmpty(getBulletins)]);
  return {
    body: siteFeed({
      notifications: notifications.items,
      bulletins: bulletins.items,
      siteUrl: config.siteUrl,
      now: new Date(),
    }),
    complete: notifications.ok && bulletins.ok,
  };
}

export function emptyFeed(): string {
  return siteFeed({ notifications: [], bulletins: [], siteUrl: config.siteUrl, now: new Date() });
}

function calendar(events: Parameters<typeof siteCalendar>[0]['events']): string {
  const now = new Date();
  return siteCalendar({ events, fairs: tradeFairs, today: todayInIndia(now), siteUrl: config.siteUrl, now });
}

export async function calendarDocument(): Promise<BuiltDocument> {
  const events = await loadOrEmpty(getTodaysEvents);
  return { body: calendar(events.items), complete: events.ok };
}

/** The trade fairs alone: static content, so the calendar never comes back empty because of the backend. */
export function fairsOnlyCalendar(): string {
  return calendar([]);
}

export type EventFile = { readonly body: string; readonly fileName: string } | 'unknown' | 'unavailable';

/**
 * The .ics file of one event, `<id>.ics` of a kind, looked up in the list its page shows (today's events through the
 * same cached loader as the home page, the trade fairs in the site's content): 'unknown' for anything else, and
 * 'unavailable' when the backend is down and no list of today's events was ever loaded.
 */
export async function eventCalendarFile(kind: string, file: string): Promise<EventFile> {
  if (!isEventKind(kind) || !file.endsWith('.ics')) return 'unknown';
  const id = file.slice(0, -'.ics'.length);
  const now = new Date();
  let event: CalendarEvent | undefined;
  if (kind === 'tradefair') {
    const fair = tradeFairs.find((f) => f.id === id);
    event = fair && tradeFairCalendarEvent(fair);
  } else {
    let events: readonly TodayEvent[];
    try {
      events = await getTodaysEvents();
    } catch {
      return 'unavailable';
    }
    const found = events.find((e) => e.id === id);
    event = found && todayCalendarEvent(found, todayInIndia(now));
  }
  if (!event) return 'unknown';
  return {
    body: singleEventCalendar({ ...event, url: eventPageUrl(kind, id, config.siteUrl) }, now),
    fileName: calendarFileName(event.summary),
  };
}
