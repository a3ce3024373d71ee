import { EntrepreneurshipPage } from '@/components/pages/enterpreneurship/entrepreneurship-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/enterpreneurship', 'ta');

export default function Page() {
  return <EntrepreneurshipPage locale="ta" />;
}
