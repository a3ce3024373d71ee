// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { HomePage } from '@/components/pages/home/home-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/', 'ta');

export default function Page() {
  return <HomePage locale="ta" />;
}
