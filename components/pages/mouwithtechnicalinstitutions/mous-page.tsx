import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import * as content from '@/content/mous';
import styles from './mous-page.module.css';

export function MousPage({ locale }: { locale: Locale }) {
  const { mous, mousIntro } = inLocale(content, locale);
  const text = content.mousPageText;
  const [lead, ...moreIntro] = mousIntro;
  return (
    <PageShell path="/mouwithtechnicalinstitutions" locale={locale} lead={lead}>
      <Section title={text.agreementsHeading} locale={locale}>
        <Prose paragraphs={moreIntro} />
        <CardGrid min="20rem">
          {mous.map((mou) => (
            <Card key={mou.id} title={mou.institution}>
              <dl className={styles.dates}>
                <div>
                  <dt>{text.signedLabel[locale]}</dt>
                  <dd>
                    <time dateTime={mou.signed}>{formatDate(mou.signed, locale)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{text.validUntilLabel[locale]}</dt>
                  <dd>
                    <time dateTime={String(mou.validUntil)}>{mou.validUntil}</time>
                  </dd>
                </div>
              </dl>
              <p>{mou.scope}</p>
              <p className={styles.label}>{text.areasLabel[locale]}</p>
              <ul className={styles.areas}>
                {mou.areas.map((area, index) => (
                  <li key={index}>{area}</li>
                ))}
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
