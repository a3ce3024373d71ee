import type { Bulletin } from './api/types';

/** Bulletins are shown newest year first. */
export function newestFirst(a: Bulletin, b: Bulletin): number {
  return b.year.localeCompare(a.year, 'en', { numeric: true });
}
