/** @jest-environment node */
import { accessibilityStatement } from '@/content/accessibility';
import { milestones } from '@/content/milestones';
import { mous } from '@/content/mous';
import { presidentMessage } from '@/content/president-message';
import { visitorRemarks } from '@/content/visitors-book';
import { formatDate } from './format';
import { lastUpdated } from './last-updated';
import { routeFor, ROUTES } from './routes';

// The day these dates were written; a route's date is never later, whatever day the tests run.
const WRITTEN = '2026-12-03';
const newest = (dates: readonly string[]) => [...dates].sort().at(-1)!;

describe("each page's own date", () => {
  test('every page of the route table has one: a real date, not in the future, and its Tamil one no earlier', () => {
    const date = (value: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) && formatDate(value) !== value && value <= WRITTEN;
    const wrong = ROUTES.filter(
      (route) => !date(route.updated) || (route.ta.updated !== undefined && !date(route.ta.updated)),
    ).map((route) => `${route.path}: ${route.updated} ${route.ta.updated ?? ''}`);
    expect(wrong).toEqual([]);
    const earlier = ROUTES.filter((route) => route.ta.updated !== undefined && route.ta.updated <= route.updated);
    expect(earlier.map((route) => route.path)).toEqual([]);
  });

  test('it is the date the content itself carries, where it carries one', () => {
    expect(routeFor('/accessibility').updated).toBe(accessibilityStatement.reviewed);
    expect(routeFor('/presidentmessage').updated).toBe(presidentMessage.date);
  });

  test('it is no earlier than the newest dated entry the page shows', () => {
    expect(routeFor('/visitorsbook').updated >= newest(visitorRemarks.map((r) => r.date))).toBe(true);
    expect(routeFor('/mouwithtechnicalinstitutions').updated >= newest(mous.map((m) => m.signed))).toBe(true);
    const lastMilestone = newest(milestones.map((m) => `${m.year}-${String(m.month ?? 1).padStart(2, '0')}`));
    expect(routeFor('/milestones').updated.slice(0, 7) >= lastMilestone).toBe(true);
  });
});

describe('lastUpdated', () => {
  const route = { updated: '2026-01-12' };
  const today = '2026-11-28';

  test("is the page's own date when it shows no backend items, whatever day it renders", () => {
    expect(lastUpdated(route, 'en', [], today)).toBe('2026-01-12');
    expect(lastUpdated(route, 'en', [], '2031-05-05')).toBe('2026-01-12');
  });

  test('is the newest backend item the page shows, when later than its own date', () => {
    expect(lastUpdated(route, 'en', ['2025-12-01', '2026-11-21', null, '2026-10-02'], today)).toBe('2026-11-21');
  });

  test('keeps its own date when every item is older', () => {
    expect(lastUpdated(route, 'en', ['2025-12-01', '2024-03-14'], today)).toBe('2026-01-12');
  });

  test("in Tamil, is the day its Tamil words changed when later; in English, the page's own", () => {
    const revised = { updated: '2026-01-12', ta: { updated: '2026-11-20' } };
    expect(lastUpdated(revised, 'ta', [], today)).toBe('2026-11-20');
    expect(lastUpdated(revised, 'en', [], today)).toBe('2026-01-12');
    expect(lastUpdated(revised, 'ta', ['2026-11-25'], today)).toBe('2026-11-25');
  });

  test('ignores an item dated after today, and values that are not dates', () => {
    expect(lastUpdated(route, 'en', ['2027-03-01', 'soon', '', undefined, '2026-11-28'], today)).toBe('2026-11-28');
  });
});
