import { NotificationsPage } from '@/components/pages/notification/notifications-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/notification', 'ta');

export default function Page() {
  return <NotificationsPage locale="ta" />;
}
