import { LiveDataProvider } from '@/components/data/live-lists';
import { PageShell } from '@/components/layout/page-shell';
import { NotificationList } from '@/components/media/notification-list';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { getNotifications } from '@/lib/api/backend';
import { pageData } from '@/lib/api/backend';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/notification';

export const metadata = pageMetadata(PATH);

export default async function NotificationsPage() {
  const notifications = await pageData(getNotifications);
  return (
    <PageShell
      path={PATH}
      lead="Circulars and notices to members: deadlines, government orders, programmes and association business."
    >
      <SubscribeLink kind="rss" />
      <LiveDataProvider>
        <NotificationList notifications={notifications} headingLevel={2} leading />
      </LiveDataProvider>
    </PageShell>
  );
}
