// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { HelpPage } from '@/components/pages/help/help-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/help', 'en');

export default function Page() {
  return <HelpPage locale="en" />;
}
