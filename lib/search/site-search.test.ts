/** @jest-environment node */
import type { Notification } from '@/lib/api/backend-types';
import { UpstreamError } from '@/lib/api/client';

const notification = (id: string, title: string): Notification => ({
  id,
  title,
  description: '',
  date: null,
  image: '',
  href: null,
  file: null,
  extra: {},
});

// The store's lists: the same array until a refresh brings new data, as lib/api/data-policy.ts hands them out.
const store = {
  bulletins: [] as unknown[],
  notifications: [notification('1', 'Stall booking opens')] as unknown[],
  events: [] as unknown[],
  gallery: [] as unknown[],
  exhibitors: [] as unknown[],
  failing: false,
};

jest.mock('@/lib/api/data-policy', () => ({
  getBulletins: () => Promise.resolve(store.bulletins),
  getNotifications: () =>
    store.failing
      ? Promise.reject(new UpstreamError('getnotification', 'http_5xx', 'HTTP 500', 500))
      : Promise.resolve(store.notifications),
  getTodaysEvents: () => Promise.resolve(store.events),
  getGallery: () => Promise.resolve(store.gallery),
  getExhibitors: () => Promise.resolve(store.exhibitors),
}));

const titles = async (query: string) => {
  const { searchSite } = await import('./site-search');
  const answer = await searchSite(query);
  return answer.groups.flatMap((group) => group.hits.map((hit) => hit.title.map((s) => s.text).join('')));
};

test('keeps one index while the store hands out the same lists, and rebuilds it when a list changes', async () => {
  const { siteIndex } = await import('./site-search');
  const first = await siteIndex();
  expect(await siteIndex()).toBe(first);
  expect(await titles('stall booking')).toContain('Stall booking opens');

  // A refresh that brings the same data again: new arrays, the same index.
  store.notifications = [notification('1', 'Stall booking opens')];
  store.gallery = [];
  expect(await siteIndex()).toBe(first);

  store.notifications = [notification('2', 'Udyam camp at Karur')];
  const rebuilt = await siteIndex();
  expect(rebuilt).not.toBe(first);
  expect(await titles('udyam camp')).toContain('Udyam camp at Karur');
  expect(await titles('stall booking')).not.toContain('Stall booking opens');
});

test("searches the site's own pages when the backend has never answered", async () => {
  store.failing = true;
  expect(await titles('membership')).toContain('Membership');
  expect(await titles('udyam camp')).not.toContain('Udyam camp at Karur');
  store.failing = false;
});
