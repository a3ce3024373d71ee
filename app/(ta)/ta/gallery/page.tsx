import { GalleryPage } from '@/components/pages/gallery/gallery-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/gallery', 'ta');

export default function Page() {
  return <GalleryPage locale="ta" />;
}
