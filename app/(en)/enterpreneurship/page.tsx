// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { EntrepreneurshipPage } from '@/components/pages/enterpreneurship/entrepreneurship-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/enterpreneurship', 'en');

export default function Page() {
  return <EntrepreneurshipPage locale="en" />;
}
