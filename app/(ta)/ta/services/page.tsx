// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { ServicesPage } from '@/components/pages/services/services-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/services', 'ta');

export default function Page() {
  return <ServicesPage locale="ta" />;
}
