// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { ServicesProvidedPage } from '@/components/pages/sevicesprovided/services-provided-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/sevicesprovided', 'en');

export default function Page() {
  return <ServicesProvidedPage locale="en" />;
}
