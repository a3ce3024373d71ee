const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An RFC 822 date-time as RSS 2.0 wants it ('Fri, 16 Oct 2026 00:00:00 +0530'), with a four-digit year
 * (RFC 1123), shown at the given offset from UTC in minutes.
 */
export function rfc822(instant: Date, offsetMinutes = 0): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  return (
    `${DAYS[local.getUTCDay()]}, ${two(local.getUTCDate())} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())} ` +
    `${sign}${two(Math.floor(offset / 60))}${two(offset % 60)}`
  );
}
