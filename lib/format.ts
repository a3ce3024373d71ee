const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function parse(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** '2026-10-02' → '2 October 2026'; anything else is returned unchanged. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? DAY.format(date) : iso;
}

export function formatMonth(year: number, month: number): string {
  return MONTH.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** '12 – 15 February 2027', or two full dates when the months differ. */
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
