// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { VisionMissionPage } from '@/components/pages/vision-mission/vision-mission-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/vision&mission', 'ta');

export default function Page() {
  return <VisionMissionPage locale="ta" />;
}
