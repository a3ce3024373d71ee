// Dates are written by hand, not with Intl.DateTimeFormat: these helpers run in the browser too (the lists and
// the details dialog), and building a formatter there loads the locale's data on the main thread, about 25 ms on a
// phone for the two below (98 ms at Lighthouse's 4x CPU slowdown), before the page can hydrate. The output is what
// Intl's long format gives for each language (lib/format.test.ts compares them): en-IN '2 October 2026', 'October
// 2026'; ta-IN '2 அக்டோபர், 2026', 'அக்டோபர் 2026'.
import type { Locale } from './i18n/locales';

const EN_MONTHS = [
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

const TA_MONTHS = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்',
] as const;

export const MONTH_NAMES: Readonly<Record<Locale, readonly string[]>> = { en: EN_MONTHS, ta: TA_MONTHS };

function parse(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // '2026-02-31' is not a date: Date.UTC would roll it over into March.
  return date.getUTCDate() === Number(match[3]) && date.getUTCMonth() === Number(match[2]) - 1 ? date : null;
}

const monthYear = (date: Date, locale: Locale) =>
  `${MONTH_NAMES[locale][date.getUTCMonth()]}${locale === 'ta' ? ',' : ''} ${date.getUTCFullYear()}`;

/** '2026-10-02' → '2 October 2026' (in Tamil '2 அக்டோபர், 2026'); anything else is returned unchanged. */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  const date = parse(iso);
  return date ? `${date.getUTCDate()} ${monthYear(date, locale)}` : iso;
}

/** 'October 2026', 'அக்டோபர் 2026'. */
export function formatMonth(year: number, month: number, locale: Locale = 'en'): string {
  return `${MONTH_NAMES[locale][month - 1]} ${year}`;
}

/** '12–15 February 2027', or two full dates when the months differ. */
export function formatDateRange(start: string, end: string, locale: Locale = 'en'): string {
  if (start === end) return formatDate(start, locale);
  const [a, b] = [parse(start), parse(end)];
  if (a && b && a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth()) {
    return `${a.getUTCDate()}–${formatDate(end, locale)}`;
  }
  return `${formatDate(start, locale)} – ${formatDate(end, locale)}`;
}

export function initials(name: string): string {
  // Initials ('S.', in Tamil 'எஸ்.') are left out; a letter is taken with its marks (a Tamil vowel sign, 'மீ').
  const words = name.split(/\s+/).filter((word) => word && !word.endsWith('.'));
  const letters = (words.length ? words : name.split(/\s+/)).map((w) => /^\p{L}\p{M}*/u.exec(w)?.[0] ?? w[0] ?? '');
  return (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? '')).toUpperCase();
}

/** Whole years from one YYYY-MM-DD to another: 54 on 2027-03-11 since 1972-03-12, 55 the next day. */
export function completedYears(since: string, until: string): number {
  const years = Number(until.slice(0, 4)) - Number(since.slice(0, 4));
  return until.slice(5) < since.slice(5) ? years - 1 : years;
}

/** Today's date in India as YYYY-MM-DD, for splitting upcoming from past. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/**
 * A document's size as its link shows it: '840 KB', '1.2 MB' (1,024 bytes a KB, as browsers count downloads), one
 * decimal below 10, digits as both languages write them here; never less than '0.1 KB'.
 */
export function formatFileSize(bytes: number): string {
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 999.5 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 9.95 ? String(Math.max(0.1, Math.round(value * 10) / 10)) : String(Math.round(value));
  return `${shown} ${units[unit]}`;
}

/**
 * A document's format and size (as `formatFileSize` wrote it on the server) after its link: `words` are the page's ('{format}, {size}' in English,
 * '{format} கோப்பு, {size}' in Tamil); the format alone when the size is unknown, the size alone when the format is.
 */
export function documentFacts(
  { format, size }: { readonly format: string | null; readonly size: string | null },
  words: { readonly withSize: string; readonly formatOnly: string },
): string {
  if (format === null) return size ?? '';
  return size === null
    ? words.formatOnly.replace('{format}', format)
    : words.withSize.replace('{format}', format).replace('{size}', size);
}
