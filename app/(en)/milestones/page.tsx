// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { MilestonesPage } from '@/components/pages/milestones/milestones-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/milestones', 'en');

export default function Page() {
  return <MilestonesPage locale="en" />;
}
