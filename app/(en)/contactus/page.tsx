// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { ContactPage } from '@/components/pages/contactus/contact-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/contactus', 'en');

export default function Page() {
  return <ContactPage locale="en" />;
}
