import { LiveDataProvider } from '@/components/data/live-lists';
import { PageShell } from '@/components/layout/page-shell';
import { BulletinYears } from '@/components/media/bulletin-years';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { pageData } from '@/lib/api/data-policy';
import type { Locale } from '@/lib/i18n/locales';
import { mediaPagesText as text } from '@/content/media-pages';
import { MEDIA_TEXT } from '@/content/ui';

export async function BulletinsPage({ locale }: { locale: Locale }) {
  const bulletins = await pageData('bulletins');
  return (
    <PageShell
      path="/bulletins"
      locale={locale}
      lead={text.bulletinsLead[locale]}
      itemDates={bulletins.flatMap((b) => b.events.map((e) => e.date))}
    >
      <SubscribeLink kind="rss" locale={locale} />
      <LiveDataProvider>
        <BulletinYears bulletins={bulletins} leading text={MEDIA_TEXT[locale]} />
      </LiveDataProvider>
    </PageShell>
  );
}
