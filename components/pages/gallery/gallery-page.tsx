import { LiveDataProvider } from '@/components/data/live-lists';
import { PageShell } from '@/components/layout/page-shell';
import { GalleryGrid } from '@/components/media/gallery-grid';
import { Section } from '@/components/ui/section';
import { pageData } from '@/lib/api/data-policy';
import type { Locale } from '@/lib/i18n/locales';
import { mediaPagesText as text } from '@/content/media-pages';
import { MEDIA_TEXT } from '@/content/ui';

export async function GalleryPage({ locale }: { locale: Locale }) {
  const items = await pageData('gallery');
  return (
    <PageShell
      path="/gallery"
      locale={locale}
      lead={text.galleryLead[locale]}
      itemDates={items.map((item) => item.date)}
    >
      <LiveDataProvider>
        <Section title={text.photographsHeading} locale={locale}>
          <GalleryGrid items={items} leading text={MEDIA_TEXT[locale]} />
        </Section>
      </LiveDataProvider>
    </PageShell>
  );
}
