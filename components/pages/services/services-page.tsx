import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import * as content from '@/content/services';
import styles from './services-page.module.css';

export function ServicesPage({ locale }: { locale: Locale }) {
  const { services, servicesIntro } = inLocale(content, locale);
  const text = content.servicesPageText;
  const [lead, ...moreIntro] = servicesIntro;
  return (
    <PageShell path="/services" locale={locale} lead={lead}>
      <Section title={text.offerHeading} locale={locale}>
        <Prose paragraphs={moreIntro} />
        <CardGrid min="18rem">
          {services.map((service) => (
            <Card key={service.title} title={service.title}>
              <p>{service.summary}</p>
              <p className={styles.forWhom}>
                <span className={styles.label}>{text.forWhomLabel[locale]}</span> {service.forWhom}
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
