// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { WebsitePoliciesPage } from '@/components/pages/website-policies/website-policies-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/website-policies', 'ta');

export default function Page() {
  return <WebsitePoliciesPage locale="ta" />;
}
