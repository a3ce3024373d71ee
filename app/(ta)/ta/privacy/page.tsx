// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { PrivacyPage } from '@/components/pages/privacy/privacy-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/privacy', 'ta');

export default function Page() {
  return <PrivacyPage locale="ta" />;
}
