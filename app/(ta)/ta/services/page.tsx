import { ServicesPage } from '@/components/pages/services/services-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/services', 'ta');

export default function Page() {
  return <ServicesPage locale="ta" />;
}
