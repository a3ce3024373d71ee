// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { PresidentMessagePage } from '@/components/pages/presidentmessage/president-message-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/presidentmessage', 'ta');

export default function Page() {
  return <PresidentMessagePage locale="ta" />;
}
