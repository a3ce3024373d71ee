// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { MemberDirectoryPage } from '@/components/pages/rasi-members/member-directory-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/rasi-members', 'en');

export default function Page() {
  return <MemberDirectoryPage locale="en" />;
}
