// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { NotificationsPage } from '@/components/pages/notification/notifications-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/notification', 'en');

export default function Page() {
  return <NotificationsPage locale="en" />;
}
