// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { TermsPage } from '@/components/pages/terms/terms-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/terms', 'en');

export default function Page() {
  return <TermsPage locale="en" />;
}
