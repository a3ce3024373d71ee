import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, Steps } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import * as content from '@/content/entrepreneurship';
import styles from './entrepreneurship-page.module.css';

export function EntrepreneurshipPage({ locale }: { locale: Locale }) {
  const { entrepreneurshipIntro, howToJoin, programmes, schemes, schemesIntro } = inLocale(content, locale);
  const text = content.entrepreneurshipPageText;
  const [lead, ...moreIntro] = entrepreneurshipIntro;
  return (
    <PageShell path="/enterpreneurship" locale={locale} lead={lead}>
      <Section title={text.programmesHeading} locale={locale}>
        <Prose paragraphs={moreIntro} />
        <CardGrid min="20rem">
          {programmes.map((programme) => (
            <Card key={programme.id} title={programme.name}>
              <dl className={styles.facts}>
                <dt>{text.durationLabel[locale]}</dt>
                <dd>{programme.duration}</dd>
                <dt>{text.forWhomLabel[locale]}</dt>
                <dd>{programme.forWhom}</dd>
                <dt>{text.coversLabel[locale]}</dt>
                <dd>
                  <ul className={styles.list}>
                    {programme.covers.map((topic, index) => (
                      <li key={index}>{topic}</li>
                    ))}
                  </ul>
                </dd>
                <dt>{text.feeLabel[locale]}</dt>
                <dd>{programme.fee}</dd>
                <dt>{text.nextBatchLabel[locale]}</dt>
                <dd>
                  <time dateTime={programme.nextBatch}>{formatDate(programme.nextBatch, locale)}</time>
                </dd>
              </dl>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={text.schemesHeading} locale={locale}>
        <Prose paragraphs={[schemesIntro]} />
        <CardGrid min="20rem">
          {schemes.map((scheme) => (
            <Card
              key={scheme.shortName}
              title={scheme.name}
              meta={scheme.shortName !== scheme.name ? scheme.shortName : undefined}
            >
              <dl className={styles.facts}>
                <dt>{text.runByLabel[locale]}</dt>
                <dd>{scheme.runBy}</dd>
                <dt>{text.givesLabel[locale]}</dt>
                <dd>{scheme.gives}</dd>
                <dt>{text.forWhomLabel[locale]}</dt>
                <dd>{scheme.forWhom}</dd>
              </dl>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={text.joinHeading} locale={locale}>
        <Steps steps={howToJoin} />
      </Section>
    </PageShell>
  );
}
