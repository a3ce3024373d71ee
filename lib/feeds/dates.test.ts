/** @jest-environment node */
import { rfc822 } from './dates';

// RFC 822 (with RFC 1123's four-digit year), as RSS 2.0 requires.
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;

describe('rfc822', () => {
  it('writes an instant in UTC', () => {
    expect(rfc822(new Date('2026-10-16T08:05:09Z'))).toBe('Fri, 16 Oct 2026 08:05:09 +0000');
  });

  it('writes an instant at an offset, moving the day when it must', () => {
    expect(rfc822(new Date('2026-10-15T18:30:00Z'), 330)).toBe('Fri, 16 Oct 2026 00:00:00 +0530');
    expect(rfc822(new Date('2026-12-31T20:00:00Z'), 330)).toBe('Fri, 01 Jan 2027 01:30:00 +0530');
    expect(rfc822(new Date('2026-01-01T02:00:00Z'), -300)).toBe('Wed, 31 Dec 2025 21:00:00 -0500');
  });

  it('matches the RFC 822 grammar and is read back to the same instant', () => {
    for (const iso of ['2024-02-29T23:59:59Z', '2027-07-04T00:00:00Z', '1999-12-31T12:00:00Z']) {
      const written = rfc822(new Date(iso), 330);
      expect(written).toMatch(RFC822);
      expect(new Date(written).toISOString()).toBe(new Date(iso).toISOString());
    }
  });

  it('refuses an invalid date instead of writing "NaN"', () => {
    expect(() => rfc822(new Date('not a date'))).toThrow(RangeError);
  });
});
