import type { ReactNode } from 'react';
import { ShareOnWhatsApp } from '@/components/ui/share-on-whatsapp';
import { itemAnchor } from '@/lib/anchors';
import type { Notification, TodayEvent } from '@/lib/api/backend-types';
import { eventAnchor, EVENT_KINDS } from '@/lib/feeds/calendar-events';
import type { Locale } from '@/lib/i18n/locales';
import { MEDIA_TEXT } from '@/content/ui';

/** Each item's "Send on WhatsApp" link by its id, rendered on the server for a client list to place in its card. */
export type ShareLinks = Readonly<Record<string, ReactNode>>;

/** One link per item, each to its card (`anchor`) on `path`; the titles are the backend's, in English. */
function sharesOf<T extends { id: string; title: string }>(
  items: readonly T[],
  locale: Locale,
  path: string,
  anchor: (item: T) => string,
): ShareLinks {
  return Object.fromEntries(
    items.map((item) => [
      item.id,
      <ShareOnWhatsApp
        key={item.id}
        title={item.title}
        path={path}
        anchor={anchor(item)}
        locale={locale}
        titleLang={MEDIA_TEXT[locale].itemLang}
      />,
    ]),
  );
}

/** Every notification's, leading to its card on /notification wherever the list shows it. */
export const notificationShares = (notifications: readonly Notification[], locale: Locale): ShareLinks =>
  sharesOf(notifications, locale, '/notification', (n) => itemAnchor('notification', n.id));

/** Each of today's events', leading to its card on the home page. */
export const eventShares = (events: readonly TodayEvent[], locale: Locale): ShareLinks =>
  sharesOf(events, locale, EVENT_KINDS.event.page, (event) => eventAnchor('event', event.id));
