import { todayEventLinks } from '@/lib/feeds/calendar-events';
import { todayInIndia } from '@/lib/format';
import { outsideKind } from '@/lib/outside-links';
import { FALLBACK_IMAGES, MAX_ITEMS, MAX_TEXT_LENGTH, MAX_TITLE_LENGTH, NO_DESCRIPTION, NO_TITLE } from './limits';
import type {
  ApiBanner,
  ApiBulletin,
  ApiEvent,
  ApiExhibitor,
  ApiGalleryItem,
  ApiNotification,
  Banner,
  Bulletin,
  BulletinEvent,
  Exhibitor,
  Extra,
  GalleryItem,
  Notification,
  TodayEvent,
} from './backend-types';
import { RECORD_FIELDS } from './calls.cjs';
import { documentFormat, fileUrl, mediaImage, mediaUrl, safeHref } from './upstream-urls';

type UnknownRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The list a response body carries in `field`, or undefined when the body has none (an object, a string…). */
export function listIn(body: unknown, field: string): readonly unknown[] | undefined {
  const value = isRecord(body) ? body[field] : undefined;
  return Array.isArray(value) ? value : undefined;
}

/** A list from the backend: anything but an array is empty, and entries that are not objects are dropped. */
export function records(value: unknown): UnknownRecord[] {
  return Array.isArray(value) ? value.filter(isRecord).slice(0, MAX_ITEMS) : [];
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function cap(value: string, max: number): string {
  return value.length > max
    ? `${Array.from(value.slice(0, max + 1))
        .slice(0, max - 1)
        .join('')}…`
    : value;
}

export function text(value: unknown, max = MAX_TEXT_LENGTH): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  return cap(value.replace(CONTROL, '').trim(), max);
}

function textOr(value: unknown, fallback: string, max?: number): string {
  return text(value, max) || fallback;
}

export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? `${y}-${m}-${d}` : null;
}

export function clockTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${match[2]}` : null;
}

function idOf(value: unknown, prefix: string, index: number): string {
  return text(value, 100) || `${prefix}-${index + 1}`;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Fields the site does not know pass through, as long as they are plain values. */
function extraOf(record: UnknownRecord, known: readonly string[]): Extra {
  const entries: [string, string | number | boolean | null][] = [];
  for (const [key, value] of Object.entries(record)) {
    if (known.includes(key) || UNSAFE_KEYS.has(key) || key.length > 64) continue;
    if (typeof value === 'string') entries.push([key, cap(value, MAX_TEXT_LENGTH)]);
    else if (typeof value === 'boolean' || value === null || (typeof value === 'number' && Number.isFinite(value)))
      entries.push([key, value]);
  }
  return Object.fromEntries(entries);
}

export function reshapeBanner(raw: UnknownRecord, index: number, assetBase: string): Banner {
  const image = mediaUrl(raw.image, assetBase, 'banner');
  const href = safeHref(raw.link);
  return {
    id: idOf(raw.id, 'banner', index),
    title: text(raw.title, MAX_TITLE_LENGTH),
    subtitle: text(raw.subtitle, MAX_TITLE_LENGTH),
    // The title is printed beside the picture: as its alt text a screen reader would hear it twice. Without a
    // description of its own (or with the default picture, which the backend's description is not about), the
    // picture is decoration.
    alt: image ? text(raw.alt, MAX_TITLE_LENGTH) : '',
    image: image ?? FALLBACK_IMAGES.banner,
    href,
    outside: href ? outsideKind(href) : null,
    extra: extraOf(raw, RECORD_FIELDS.banners),
  };
}

function reshapeBulletinEvent(raw: UnknownRecord, index: number, assetBase: string): BulletinEvent {
  return {
    id: idOf(raw.id, 'bulletin-event', index),
    title: text(raw.title, MAX_TITLE_LENGTH),
    description: text(raw.description),
    date: isoDate(raw.event_date),
    venue: text(raw.venue, MAX_TITLE_LENGTH),
    image: mediaUrl(raw.image, assetBase, 'bulletin') ?? '',
  };
}

export function reshapeBulletin(raw: UnknownRecord, index: number, assetBase: string): Bulletin {
  const year = text(raw.year, 20);
  return {
    year: year || String(index + 1),
    title: text(raw.title, MAX_TITLE_LENGTH),
    image: mediaImage(raw.image, assetBase, 'bulletin'),
    events: records(raw.events).map((event, i) => reshapeBulletinEvent(event, i, assetBase)),
    extra: extraOf(raw, RECORD_FIELDS.bulletins),
  };
}

export function reshapeNotification(raw: UnknownRecord, index: number, assetBase: string): Notification {
  const href = fileUrl(raw.link, assetBase) ?? null;
  return {
    id: idOf(raw.id, 'notification', index),
    title: text(raw.title, MAX_TITLE_LENGTH),
    description: text(raw.description),
    date: isoDate(raw.date),
    image: mediaImage(raw.image, assetBase, 'notification'),
    href,
    // The size is the asset host's to say: the loader asks it once per list (./document-sizes.ts).
    file: href ? { format: documentFormat(href), size: null } : null,
    extra: extraOf(raw, RECORD_FIELDS.notifications),
  };
}

/** `today` dates an event the backend left undated, for its calendar links (the loader reshapes each window). */
export function reshapeEvent(raw: UnknownRecord, index: number, assetBase: string, today = todayInIndia()): TodayEvent {
  const event = {
    id: idOf(raw.id, 'event', index),
    title: text(raw.title, MAX_TITLE_LENGTH),
    description: text(raw.description),
    venue: text(raw.venue, MAX_TITLE_LENGTH),
    date: isoDate(raw.date),
    startTime: clockTime(raw.start_time),
    endTime: clockTime(raw.end_time),
  };
  return {
    ...event,
    image: mediaUrl(raw.image, assetBase, 'gallery') ?? '',
    extra: extraOf(raw, RECORD_FIELDS.events),
    // Here, not in the event list: that list is a client component, and the browser gets links, not the code.
    calendar: todayEventLinks(event, today),
  };
}

export function reshapeGalleryItem(raw: UnknownRecord, index: number, assetBase: string): GalleryItem {
  return {
    id: idOf(raw.id, 'gallery', index),
    title: textOr(raw.title, NO_TITLE, MAX_TITLE_LENGTH),
    description: textOr(raw.description, NO_DESCRIPTION),
    image: mediaImage(raw.image, assetBase, 'gallery'),
    date: isoDate(raw.date),
    extra: extraOf(raw, RECORD_FIELDS.gallery),
  };
}

export function reshapeExhibitor(raw: UnknownRecord, index: number, assetBase: string): Exhibitor {
  return {
    id: idOf(raw.id, 'exhibitor', index),
    name: text(raw.name, MAX_TITLE_LENGTH),
    designation: text(raw.designation, MAX_TITLE_LENGTH),
    company: text(raw.company, MAX_TITLE_LENGTH),
    products: text(raw.products, MAX_TITLE_LENGTH),
    stall: text(raw.stall, 40),
    image: mediaImage(raw.image, assetBase, 'gallery'),
    extra: extraOf(raw, RECORD_FIELDS.exhibitors),
  };
}

// Each list's known fields (lib/api/calls.cjs, shared with the demo backend) are fields of its raw shape.
RECORD_FIELDS satisfies {
  banners: readonly (keyof ApiBanner)[];
  bulletins: readonly (keyof ApiBulletin)[];
  notifications: readonly (keyof ApiNotification)[];
  events: readonly (keyof ApiEvent)[];
  gallery: readonly (keyof ApiGalleryItem)[];
  exhibitors: readonly (keyof ApiExhibitor)[];
};
