// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { GuidanceCellPage } from '@/components/pages/guidancecell/guidance-cell-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/guidancecell', 'ta');

export default function Page() {
  return <GuidanceCellPage locale="ta" />;
}
