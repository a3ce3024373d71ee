import { formatDate, formatDateRange, formatMonth } from './format';

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
