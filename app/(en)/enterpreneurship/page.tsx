import { EntrepreneurshipPage } from '@/components/pages/enterpreneurship/entrepreneurship-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/enterpreneurship', 'en');

export default function Page() {
  return <EntrepreneurshipPage locale="en" />;
}
