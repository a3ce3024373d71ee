import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import * as content from '@/content/services';
import styles from './services-provided-page.module.css';

export function ServicesProvidedPage({ locale }: { locale: Locale }) {
  const { servicesProvided, servicesProvidedIntro } = inLocale(content, locale);
  const [lead, ...moreIntro] = servicesProvidedIntro;
  return (
    <PageShell path="/sevicesprovided" locale={locale} lead={lead}>
      <Section title={content.servicesProvidedPageText.figuresHeading} locale={locale}>
        <Prose paragraphs={moreIntro} />
        <CardGrid>
          {servicesProvided.map((record) => (
            <Card key={record.title} title={record.title} meta={record.period}>
              <p className={styles.figure}>{record.figure}</p>
              <p>{record.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
