import type { TradeFair } from '@/content/content-shapes';

/** jsdom has no matchMedia: answer each media query with `matches(query)`, read at call time. */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(() => false),
  })) as unknown as typeof window.matchMedia;
}

// Events the feed tests share: one of today's events at RASI Bhavan, and the next Delta Industrial Expo.
export const SITE_URL = 'https://www.rasi.test';

/** The fields of today's event that calendars read. */
export const ENERGY_AUDIT_CLINIC = {
  id: '901',
  title: 'Energy audit clinic',
  description: 'Bring your bills.',
  venue: 'RASI Bhavan auditorium, Thuvakudi',
  date: '2026-11-21',
  startTime: '10:00',
  endTime: '13:00',
} as const;

export const DELTA_EXPO: TradeFair = {
  id: 'delta-industrial-expo-2027',
  name: 'Delta Industrial Expo 2027',
  venue: 'SIDCO Exhibition Ground, Thuvakudi, Tiruchirappalli',
  startDate: '2027-02-12',
  endDate: '2027-02-15',
  organiser: 'Regional Association of Small Industries',
  description: 'The thirteenth edition.',
  rasiRole: 'organiser',
};
