// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { BulletinsPage } from '@/components/pages/bulletins/bulletins-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/bulletins', 'ta');

export default function Page() {
  return <BulletinsPage locale="ta" />;
}
