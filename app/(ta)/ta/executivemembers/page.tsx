// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { ExecutiveMembersPage } from '@/components/pages/executivemembers/executive-members-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/executivemembers', 'ta');

export default function Page() {
  return <ExecutiveMembersPage locale="ta" />;
}
