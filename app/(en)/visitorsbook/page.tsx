// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { VisitorsBookPage } from '@/components/pages/visitorsbook/visitors-book-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/visitorsbook', 'en');

export default function Page() {
  return <VisitorsBookPage locale="en" />;
}
