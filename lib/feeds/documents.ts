import 'server-only';
import { getBulletins, getNotifications, getTodaysEvents } from '@/lib/api';
import { loadOrEmpty, type BuiltDocument } from '@/lib/api/route-handlers';
import { config } from '@/lib/config';
import { tradeFairs } from '@/lib/content/trade-fairs';
import { todayInIndia } from '@/lib/format';
import { siteCalendar, siteFeed } from './site';

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
