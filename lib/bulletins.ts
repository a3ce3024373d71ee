import type { Bulletin } from './api/backend-types';

/** The first run of digits in a year's label ('2026', '2025-26', 'Year 2024'), or NaN. */
const firstNumber = (label: string) => Number(/\d+/.exec(label)?.[0] ?? NaN);

/**
 * Bulletins are shown newest year first: by the year's number, then by its label. By hand rather than with
 * localeCompare's numeric option, which builds a collator in the browser on every comparison.
 */
export function newestFirst(a: Bulletin, b: Bulletin): number {
  const [x, y] = [firstNumber(a.year), firstNumber(b.year)];
  if (x !== y && !Number.isNaN(x) && !Number.isNaN(y)) return y - x;
  return a.year === b.year ? 0 : b.year < a.year ? -1 : 1;
}
