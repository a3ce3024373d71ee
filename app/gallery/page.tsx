import { LiveDataProvider } from '@/components/data/live-lists';
import { PageShell } from '@/components/layout/page-shell';
import { GalleryGrid } from '@/components/media/gallery-grid';
import { Section } from '@/components/ui/section';
import { getGallery } from '@/lib/api/backend';
import { pageData } from '@/lib/api/backend';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/gallery';

export const metadata = pageMetadata(PATH);

export default async function GalleryPage() {
  const items = await pageData(getGallery);
  return (
    <PageShell
      path={PATH}
      lead="Moments from RASI's trade fairs, training programmes, factory visits and general meetings."
    >
      <LiveDataProvider>
        <Section title="Photographs">
          <GalleryGrid items={items} leading />
        </Section>
      </LiveDataProvider>
    </PageShell>
  );
}
