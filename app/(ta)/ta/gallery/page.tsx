// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { GalleryPage } from '@/components/pages/gallery/gallery-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/gallery', 'ta');

export default function Page() {
  return <GalleryPage locale="ta" />;
}
