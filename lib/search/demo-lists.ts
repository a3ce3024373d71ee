// The demo backend's data (demo/data.mjs) as the store would hold it, reshaped by lib/api: what the search's tests
// and its benchmark (bench/search.mjs) index beside the site's own content.
import { buildDemoData } from '@/demo/data.mjs';
import {
  reshapeBulletin,
  reshapeEvent,
  reshapeExhibitor,
  reshapeGalleryItem,
  reshapeNotification,
} from '@/lib/api/reshape';
import type { BackendLists } from './index-documents';

type Raw = Readonly<Record<string, unknown>>;

const ASSET_BASE = 'http://127.0.0.1:4010/';

export function demoLists(now = new Date()): BackendLists {
  const data = buildDemoData(now) as unknown as Record<
    'years' | 'notifications' | 'events' | 'gallery' | 'exhibitors',
    Raw[]
  >;
  return {
    bulletins: data.years.map((raw, i) => reshapeBulletin(raw, i, ASSET_BASE)),
    notifications: data.notifications.map((raw, i) => reshapeNotification(raw, i, ASSET_BASE)),
    events: data.events.map((raw, i) => reshapeEvent(raw, i, ASSET_BASE)),
    gallery: data.gallery.map((raw, i) => reshapeGalleryItem(raw, i, ASSET_BASE)),
    exhibitors: data.exhibitors.map((raw, i) => reshapeExhibitor(raw, i, ASSET_BASE)),
  };
}
