import { ContactPage } from '@/components/pages/contactus/contact-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/contactus', 'en');

export default function Page() {
  return <ContactPage locale="en" />;
}
