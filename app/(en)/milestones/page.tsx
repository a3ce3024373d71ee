import { MilestonesPage } from '@/components/pages/milestones/milestones-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/milestones', 'en');

export default function Page() {
  return <MilestonesPage locale="en" />;
}
