import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, Figures } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import * as content from '@/content/about';
import { DISTRICT_LABELS } from '@/content/glossary';

export function AboutPage({ locale }: { locale: Locale }) {
  const { aboutIntro, history, inNumbers, ourOffice, regionIntro, regionServed } = inLocale(content, locale);
  const text = content.aboutPageText;
  return (
    <PageShell path="/aboutrasi" locale={locale} lead={aboutIntro}>
      <Section title={text.historyHeading} locale={locale}>
        <Prose paragraphs={history} />
      </Section>
      <Section title={text.numbersHeading} locale={locale}>
        <Figures figures={inNumbers} />
      </Section>
      <Section title={text.regionHeading} locale={locale}>
        <Prose paragraphs={[regionIntro]} />
        <CardGrid>
          {regionServed.map((district) => (
            <Card key={district.district} title={DISTRICT_LABELS[district.district][locale]}>
              <p>{district.industries}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={content.ourOffice.heading} locale={locale}>
        <Prose paragraphs={ourOffice.paragraphs} />
      </Section>
    </PageShell>
  );
}
