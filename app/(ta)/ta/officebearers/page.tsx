import { OfficeBearersPage } from '@/components/pages/officebearers/office-bearers-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/officebearers', 'ta');

export default function Page() {
  return <OfficeBearersPage locale="ta" />;
}
