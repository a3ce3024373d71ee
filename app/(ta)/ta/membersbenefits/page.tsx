// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { MemberBenefitsPage } from '@/components/pages/membersbenefits/member-benefits-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/membersbenefits', 'ta');

export default function Page() {
  return <MemberBenefitsPage locale="ta" />;
}
