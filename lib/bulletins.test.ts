import type { Bulletin } from './api/backend-types';
import { newestFirst } from './bulletins';

const years = (labels: string[]) =>
  labels
    .map((year) => ({ year, events: [] }) as unknown as Bulletin)
    .sort(newestFirst)
    .map((bulletin) => bulletin.year);

describe('bulletin years, newest first', () => {
  it('orders years by their number, not as text', () => {
    expect(years(['2019', '2026', '998', '2024'])).toEqual(['2026', '2024', '2019', '998']);
  });

  it('orders financial years and labelled years by their first year', () => {
    expect(years(['2024-25', 'Year 2026', '2025-26'])).toEqual(['Year 2026', '2025-26', '2024-25']);
  });

  it('orders labels without a number after one another, last in the alphabet first', () => {
    expect(years(['Archive', 'Special issue'])).toEqual(['Special issue', 'Archive']);
  });
});
