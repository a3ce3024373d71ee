import type { ReactNode } from 'react';
import { ShareOnWhatsApp } from '@/components/ui/share-on-whatsapp';
import { itemAnchor } from '@/lib/anchors';
import type { Notification, TodayEvent } from '@/lib/api/backend-types';
import { eventAnchor, EVENT_KINDS } from '@/lib/feeds/calendar-events';
import type { Locale } from '@/lib/i18n/locales';
import { MEDIA_TEXT } from '@/content/ui';

/** Each item's "Send on WhatsApp" link by its id, rendered on the server for a client list to place in its card. */
export type ShareLinks = Readonly<Record<string, ReactNode>>;

/** Every notification's, leading to its card on /notification wherever the list shows it. */
export function notificationShares(notifications: readonly Notification[], locale: Locale): ShareLinks {
  return Object.fromEntries(
    notifications.map((n) => [
      n.id,
      <ShareOnWhatsApp
        key={n.id}
        title={n.title}
        path="/notification"
        anchor={itemAnchor('notification', n.id)}
        locale={locale}
        titleLang={MEDIA_TEXT[locale].itemLang}
      />,
    ]),
  );
}

/** Each of today's events', leading to its card on the home page. */
export function eventShares(events: readonly TodayEvent[], locale: Locale): ShareLinks {
  return Object.fromEntries(
    events.map((event) => [
      event.id,
      <ShareOnWhatsApp
        key={event.id}
        title={event.title}
        path={EVENT_KINDS.event.page}
        anchor={eventAnchor('event', event.id)}
        locale={locale}
        titleLang={MEDIA_TEXT[locale].itemLang}
      />,
    ]),
  );
}
