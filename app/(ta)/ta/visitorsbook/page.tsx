import { VisitorsBookPage } from '@/components/pages/visitorsbook/visitors-book-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/visitorsbook', 'ta');

export default function Page() {
  return <VisitorsBookPage locale="ta" />;
}
