import 'server-only';
import { config } from '@/lib/config';
import { request, upstreamFailure } from './client';
import { CALLS, type DataName } from './constants';
import {
  listIn,
  records,
  reshapeBanner,
  reshapeBulletin,
  reshapeEvent,
  reshapeExhibitor,
  reshapeGalleryItem,
  reshapeNotification,
} from './reshape';
import { createCachedLoader, processWide, type CachedLoader } from './store';
import type { Banner, Bulletin, Exhibitor, GalleryItem, Notification, TodayEvent } from './types';

export type { Banner, Bulletin, BulletinEvent, Exhibitor, GalleryItem, Notification, TodayEvent } from './types';

type Reshaper<T> = (raw: Readonly<Record<string, unknown>>, index: number, assetBase: string) => T;

function listLoader<T>(name: DataName, field: 'message' | 'todays_events', reshape: Reshaper<T>) {
  const call = CALLS[name];
  return createCachedLoader<readonly T[]>(
    async () => {
      const list = listIn(await request('GET', call), field);
      // A body without its list is a failed call, not an empty list: the last good data stays.
      if (!list) throw upstreamFailure('GET', call, `no list in "${field}"`);
      return records(list).map((item, index) => reshape(item, index, config.assetBaseUrl));
    },
    { ttlMs: config.revalidateSeconds * 1000 },
  );
}

// One loader per call for the whole server process, shared by pages and route handlers.
export const loaders = processWide('rasi.api.loaders', () => ({
  banners: listLoader('banners', 'message', reshapeBanner),
  bulletins: listLoader('bulletins', 'message', reshapeBulletin),
  notifications: listLoader('notifications', 'message', reshapeNotification),
  events: listLoader('events', 'todays_events', reshapeEvent),
  gallery: listLoader('gallery', 'message', reshapeGalleryItem),
  exhibitors: listLoader('exhibitors', 'message', reshapeExhibitor),
})) satisfies Record<DataName, CachedLoader<readonly unknown[]>>;

export const getBanners = (): Promise<readonly Banner[]> => loaders.banners.get();
export const getBulletins = (): Promise<readonly Bulletin[]> => loaders.bulletins.get();
export const getNotifications = (): Promise<readonly Notification[]> => loaders.notifications.get();
export const getTodaysEvents = (): Promise<readonly TodayEvent[]> => loaders.events.get();
export const getGallery = (): Promise<readonly GalleryItem[]> => loaders.gallery.get();
export const getExhibitors = (): Promise<readonly Exhibitor[]> => loaders.exhibitors.get();
