import { ServicesPage } from '@/components/pages/services/services-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/services', 'en');

export default function Page() {
  return <ServicesPage locale="en" />;
}
