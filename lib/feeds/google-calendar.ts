import { INDIA_TIME_ZONE } from '@/lib/india-time';
import { wallClock, type CalendarEvent } from './ical';

const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';

// The whole event travels in the address: a long description would make it too long for some browsers and
// servers, and it is written into the page twice (HTML and payload). The full text is in the .ics file.
const MAX_DETAILS = 1000;

function capped(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/**
 * Google Calendar's "add event" address for an event: its wall-clock times with ctz=Asia/Kolkata (all-day events as
 * dates with an exclusive end), title, description and place. It opens the event for the visitor to save; nothing
 * is sent to Google before they follow it.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const { start, end } = wallClock(event.when);
  // Google needs both ends; an event without an end is an instant, as in the .ics (RFC 5545 §3.6.1).
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${start}/${end ?? start}`,
    ctz: INDIA_TIME_ZONE,
  });
  if (event.description) params.set('details', capped(event.description.replace(/\r\n?/g, '\n'), MAX_DETAILS));
  if (event.location) params.set('location', event.location);
  return `${GOOGLE_TEMPLATE}?${params}`;
}
