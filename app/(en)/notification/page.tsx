import { NotificationsPage } from '@/components/pages/notification/notifications-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/notification', 'en');

export default function Page() {
  return <NotificationsPage locale="en" />;
}
