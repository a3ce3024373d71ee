// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { OfficeBearersPage } from '@/components/pages/officebearers/office-bearers-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/officebearers', 'ta');

export default function Page() {
  return <OfficeBearersPage locale="ta" />;
}
