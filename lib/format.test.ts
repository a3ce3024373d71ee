import { completedYears, documentFacts, formatDate, formatDateRange, formatFileSize, formatMonth } from './format';
import { MEDIA_TEXT } from '@/content/ui';

// The hand-written dates must read exactly as Intl's en-IN long format, which the site used before.
const intlDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const intlMonth = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('dates as visitors read them', () => {
  it('writes every day of a leap year and a common year as en-IN does', () => {
    for (const year of [2024, 2026]) {
      for (
        let day = new Date(Date.UTC(year, 0, 1));
        day.getUTCFullYear() === year;
        day.setUTCDate(day.getUTCDate() + 1)
      ) {
        const iso = day.toISOString().slice(0, 10);
        expect(formatDate(iso)).toBe(intlDay.format(day));
      }
    }
  });

  it('writes months as en-IN does', () => {
    for (let month = 1; month <= 12; month += 1) {
      expect(formatMonth(2027, month)).toBe(intlMonth.format(new Date(Date.UTC(2027, month - 1, 1))));
    }
  });

  it('leaves what is not a calendar date as it came', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-1-5', 'next Tuesday', '']) {
      expect(formatDate(text)).toBe(text);
    }
  });

  it('shortens a range within one month and spells out one across months', () => {
    expect(formatDateRange('2027-02-12', '2027-02-15')).toBe('12–15 February 2027');
    expect(formatDateRange('2027-01-30', '2027-02-02')).toBe('30 January 2027 – 2 February 2027');
    expect(formatDateRange('2027-02-12', '2027-02-12')).toBe('12 February 2027');
  });
});

describe("a document's format and size", () => {
  it('writes a size as a download list does: KB below a megabyte, one decimal below 10', () => {
    expect(formatFileSize(1_536)).toBe('1.5 KB');
    expect(formatFileSize(50)).toBe('0.1 KB');
    expect(formatFileSize(840 * 1024)).toBe('840 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
    expect(formatFileSize(1023 * 1024)).toBe('1 MB');
    expect(formatFileSize(25 * 1024 ** 2)).toBe('25 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('says format and size in the page language, the format alone when the size is unknown', () => {
    const pdf = { format: 'PDF', size: formatFileSize(1_258_291) };
    expect(documentFacts(pdf, MEDIA_TEXT.en.documentFacts)).toBe('PDF, 1.2 MB');
    expect(documentFacts(pdf, MEDIA_TEXT.ta.documentFacts)).toBe('PDF கோப்பு, 1.2 MB');
    expect(documentFacts({ format: 'Word', size: null }, MEDIA_TEXT.en.documentFacts)).toBe('Word');
    expect(documentFacts({ format: 'Word', size: null }, MEDIA_TEXT.ta.documentFacts)).toBe('Word கோப்பு');
    expect(documentFacts({ format: null, size: '2 KB' }, MEDIA_TEXT.ta.documentFacts)).toBe('2 KB');
  });
});

describe('years of service, counted on the day', () => {
  it('turns on the anniversary of the founding, not on New Year', () => {
    expect(completedYears('1972-03-12', '2026-12-03')).toBe(54);
    expect(completedYears('1972-03-12', '2027-03-11')).toBe(54);
    expect(completedYears('1972-03-12', '2027-03-12')).toBe(55);
    expect(completedYears('1972-03-12', '2028-01-01')).toBe(55);
  });
});
