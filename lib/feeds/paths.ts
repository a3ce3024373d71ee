import { SITE } from '@/content/association';

export const FEED_PATH = '/feed.xml';
export const CALENDAR_PATH = '/events.ics';
/** Each event's own .ics file: `/calendar/<kind>/<id>.ics` (lib/feeds/calendar-events.ts). */
export const CALENDAR_FILES_PATH = '/calendar';
export const FEED_TITLE = `${SITE.shortName}: notifications and bulletins`;
export const CALENDAR_TITLE = `${SITE.shortName} events and trade fairs`;
