// Events the feed tests share: one of today's events at RASI Bhavan, and the next Delta Industrial Expo.
import type { TradeFair } from '@/content/content-shapes';

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
