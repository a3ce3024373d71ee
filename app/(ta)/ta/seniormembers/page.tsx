// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { SeniorMembersPage } from '@/components/pages/seniormembers/senior-members-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/seniormembers', 'ta');

export default function Page() {
  return <SeniorMembersPage locale="ta" />;
}
