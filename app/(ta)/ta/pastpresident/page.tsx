// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { PastPresidentsPage } from '@/components/pages/pastpresident/past-presidents-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/pastpresident', 'ta');

export default function Page() {
  return <PastPresidentsPage locale="ta" />;
}
