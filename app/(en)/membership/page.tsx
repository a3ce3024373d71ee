// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { MembershipPage } from '@/components/pages/membership/membership-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/membership', 'en');

export default function Page() {
  return <MembershipPage locale="en" />;
}
