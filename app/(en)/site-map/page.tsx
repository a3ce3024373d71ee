// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { SiteMapPage } from '@/components/pages/site-map/site-map-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/site-map', 'en');

export default function Page() {
  return <SiteMapPage locale="en" />;
}
