import { SITE } from '@/lib/site';

export const FEED_PATH = '/feed.xml';
export const CALENDAR_PATH = '/events.ics';
export const FEED_TITLE = `${SITE.shortName}: notifications and bulletins`;
export const CALENDAR_TITLE = `${SITE.shortName} events and trade fairs`;
