// India has kept one offset, without daylight saving, since 1945: local times convert to UTC by arithmetic alone.
export const INDIA_UTC_OFFSET = '+05:30';
/** The IANA name calendars know India's time by. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET_MS = 330 * 60_000;

function parts(isoDate: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The instant of a wall-clock time (HH:MM) on a date in India. */
export function indiaTimeToUtc(isoDate: string, time = '00:00'): Date {
  const [year, month, day] = parts(isoDate);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!clock) throw new RangeError(`Not a time: ${time}`);
  return new Date(Date.UTC(year, month - 1, day, Number(clock[1]), Number(clock[2])) - INDIA_OFFSET_MS);
}

/** '2026-11-21', '10:00' → '2026-11-21T10:00:00+05:30' (ISO 8601, as schema.org wants it). */
export function indiaDateTime(isoDate: string, time: string): string {
  parts(isoDate);
  return `${isoDate}T${time}:00${INDIA_UTC_OFFSET}`;
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = parts(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
