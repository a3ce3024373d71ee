import { ServicesProvidedPage } from '@/components/pages/sevicesprovided/services-provided-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/sevicesprovided', 'ta');

export default function Page() {
  return <ServicesProvidedPage locale="ta" />;
}
