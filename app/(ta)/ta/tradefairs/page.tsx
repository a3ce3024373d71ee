// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { TradeFairsPage } from '@/components/pages/tradefairs/trade-fairs-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/tradefairs', 'ta');

export default function Page() {
  return <TradeFairsPage locale="ta" />;
}
