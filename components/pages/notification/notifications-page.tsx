import { LiveDataProvider } from '@/components/data/live-lists';
import { PageShell } from '@/components/layout/page-shell';
import { NotificationList } from '@/components/media/notification-list';
import { notificationShares } from '@/components/media/share-links';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { pageData } from '@/lib/api/data-policy';
import type { Locale } from '@/lib/i18n/locales';
import { mediaPagesText as text } from '@/content/media-pages';
import { MEDIA_TEXT } from '@/content/ui';

export async function NotificationsPage({ locale }: { locale: Locale }) {
  const notifications = await pageData('notifications');
  return (
    <PageShell
      path="/notification"
      locale={locale}
      lead={text.notificationsLead[locale]}
      itemDates={notifications.map((n) => n.date)}
    >
      <SubscribeLink kind="rss" locale={locale} />
      <LiveDataProvider>
        <NotificationList
          notifications={notifications}
          headingLevel={2}
          leading
          text={MEDIA_TEXT[locale]}
          share={notificationShares(notifications, locale)}
        />
      </LiveDataProvider>
    </PageShell>
  );
}
