import { PastPresidentsPage } from '@/components/pages/pastpresident/past-presidents-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/pastpresident', 'ta');

export default function Page() {
  return <PastPresidentsPage locale="ta" />;
}
