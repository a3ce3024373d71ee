// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { ContactPage } from '@/components/pages/contactus/contact-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/contactus', 'ta');

export default function Page() {
  return <ContactPage locale="ta" />;
}
