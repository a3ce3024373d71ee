// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { GovtCommitteesPage } from '@/components/pages/membershipingovtcommittees/govt-committees-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/membershipingovtcommittees', 'ta');

export default function Page() {
  return <GovtCommitteesPage locale="ta" />;
}
