// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { MousPage } from '@/components/pages/mouwithtechnicalinstitutions/mous-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/mouwithtechnicalinstitutions', 'ta');

export default function Page() {
  return <MousPage locale="ta" />;
}
