// Dates are written by hand, not with Intl.DateTimeFormat: these helpers run in the browser too (the lists and
// the details dialog), and building a formatter there loads the locale's data on the main thread, about 25 ms on a
// phone for the two below (98 ms at Lighthouse's 4x CPU slowdown), before the page can hydrate. The output is what
// en-IN's long format gives: '2 October 2026', 'October 2026'.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parse(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // '2026-02-31' is not a date: Date.UTC would roll it over into March.
  return date.getUTCDate() === Number(match[3]) && date.getUTCMonth() === Number(match[2]) - 1 ? date : null;
}

const monthYear = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** '2026-10-02' → '2 October 2026'; anything else is returned unchanged. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? `${date.getUTCDate()} ${monthYear(date)}` : iso;
}

export function formatMonth(year: number, month: number): string {
  return monthYear(new Date(Date.UTC(year, month - 1, 1)));
}

/** '12–15 February 2027', or two full dates when the months differ. */
export function formatDateRange(start: string, end: string): string {
  if (start === end) return formatDate(start);
  const [a, b] = [parse(start), parse(end)];
  if (a && b && a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth()) {
    return `${a.getUTCDate()}–${formatDate(end)}`;
  }
  return `${formatDate(start)} – ${formatDate(end)}`;
}

export function initials(name: string): string {
  const words = name
    .replace(/\b[A-Z]\.\s*/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const letters = (words.length ? words : name.split(/\s+/)).map((w) => w[0] ?? '');
  return (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? '')).toUpperCase();
}

/** Today's date in India as YYYY-MM-DD, for splitting upcoming from past. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
