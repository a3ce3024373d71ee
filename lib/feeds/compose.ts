import type { Bulletin, Notification, TodayEvent } from '@/lib/api/backend-types';
import type { TradeFair } from '@/content/content-shapes';
import { indiaTimeToUtc } from '@/lib/india-time';
import { absoluteUrl } from '@/lib/seo/page-urls';
import { SITE } from '@/content/association';
import { CALENDAR_PROD_ID, eventPageUrl, todayCalendarEvent, tradeFairCalendarEvent } from './calendar-events';
import { buildCalendar, type CalendarEvent } from './ical';
import { CALENDAR_TITLE, FEED_PATH, FEED_TITLE } from './paths';
import { buildRss, type RssItem } from './rss';

const MAX_FEED_ITEMS = 50;
const INDIA_OFFSET_MINUTES = 330;

function newestFirst(a: RssItem, b: RssItem): number {
  return (b.pubDate?.getTime() ?? -Infinity) - (a.pubDate?.getTime() ?? -Infinity);
}

const dayIn = (isoDate: string | null) => (isoDate ? indiaTimeToUtc(isoDate) : null);

export function feedItems(
  notifications: readonly Notification[],
  bulletins: readonly Bulletin[],
  siteUrl: string,
): RssItem[] {
  const items: RssItem[] = notifications.map((n) => ({
    title: n.title || 'Notification',
    link: n.href ? absoluteUrl(n.href, siteUrl) : `${siteUrl}/notification`,
    description: n.description,
    guid: `${SITE.domain}:notification:${n.id}`,
    pubDate: dayIn(n.date),
    category: 'Notification',
  }));
  for (const bulletin of bulletins) {
    for (const event of bulletin.events) {
      items.push({
        title: event.title || `Bulletin ${bulletin.year}`,
        link: `${siteUrl}/bulletins`,
        description: [event.description, event.venue ? `Venue: ${event.venue}` : ''].filter(Boolean).join('\n\n'),
        guid: `${SITE.domain}:bulletin:${bulletin.year}:${event.id}`,
        pubDate: dayIn(event.date),
        category: `Bulletin ${bulletin.year}`,
      });
    }
  }
  // Array.prototype.sort is stable: undated items keep their backend order, after the dated ones.
  return items.sort(newestFirst).slice(0, MAX_FEED_ITEMS);
}

export function siteFeed({
  notifications,
  bulletins,
  siteUrl,
  now,
}: {
  notifications: readonly Notification[];
  bulletins: readonly Bulletin[];
  siteUrl: string;
  now: Date;
}): string {
  return buildRss({
    title: FEED_TITLE,
    link: `${siteUrl}/`,
    description: `Circulars, notices and bulletin news from the ${SITE.name}.`,
    language: 'en-IN',
    selfUrl: `${siteUrl}${FEED_PATH}`,
    lastBuildDate: now,
    offsetMinutes: INDIA_OFFSET_MINUTES,
    items: feedItems(notifications, bulletins, siteUrl),
  });
}

/** Today's events and the trade fairs, each pointing at its card on the site. */
export function calendarEvents(
  events: readonly TodayEvent[],
  fairs: readonly TradeFair[],
  today: string,
  siteUrl: string,
): CalendarEvent[] {
  return [
    ...events.map((event) => ({ ...todayCalendarEvent(event, today), url: eventPageUrl('event', event.id, siteUrl) })),
    ...fairs.map((fair) => ({ ...tradeFairCalendarEvent(fair), url: eventPageUrl('tradefair', fair.id, siteUrl) })),
  ];
}

export function siteCalendar({
  events,
  fairs,
  today,
  siteUrl,
  now,
}: {
  events: readonly TodayEvent[];
  fairs: readonly TradeFair[];
  today: string;
  siteUrl: string;
  now: Date;
}): string {
  return buildCalendar({
    name: CALENDAR_TITLE,
    description: `Today's events at ${SITE.shortName} and the trade fairs it organises or attends.`,
    prodId: CALENDAR_PROD_ID,
    stamp: now,
    events: calendarEvents(events, fairs, today, siteUrl),
  });
}
