/** @jest-environment node */
import { addDays, indiaDateTime, indiaTimeToUtc } from './india-time';

describe('India time', () => {
  it('converts a wall-clock time in India to the UTC instant, across midnight', () => {
    expect(indiaTimeToUtc('2026-11-21', '10:00').toISOString()).toBe('2026-11-21T04:30:00.000Z');
    expect(indiaTimeToUtc('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(indiaTimeToUtc('2027-01-01', '03:15').toISOString()).toBe('2026-12-31T21:45:00.000Z');
  });

  it('writes ISO 8601 with the +05:30 offset', () => {
    expect(indiaDateTime('2026-11-21', '17:30')).toBe('2026-11-21T17:30:00+05:30');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2027-02-15', 1)).toBe('2027-02-16');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('refuses values that are not dates or times', () => {
    expect(() => indiaTimeToUtc('21-11-2026')).toThrow(RangeError);
    expect(() => indiaTimeToUtc('2026-11-21', '9am')).toThrow(RangeError);
    expect(() => indiaDateTime('soon', '10:00')).toThrow(RangeError);
  });
});
