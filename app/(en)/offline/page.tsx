import { OfflinePage, offlineMetadata } from '@/components/pages/offline/offline-page';

// Not in the route table: no menu, sitemap or search lists it (docs/pages.md#offline-reading).
export const metadata = offlineMetadata('en');

export default function Page() {
  return <OfflinePage locale="en" />;
}
