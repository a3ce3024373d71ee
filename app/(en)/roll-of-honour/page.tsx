// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { RollOfHonourPage } from '@/components/pages/roll-of-honour/roll-of-honour-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/roll-of-honour', 'en');

export default function Page() {
  return <RollOfHonourPage locale="en" />;
}
