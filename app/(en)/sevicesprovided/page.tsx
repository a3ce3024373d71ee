import { ServicesProvidedPage } from '@/components/pages/sevicesprovided/services-provided-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/sevicesprovided', 'en');

export default function Page() {
  return <ServicesProvidedPage locale="en" />;
}
