import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import * as content from '@/content/govt-committees';
import styles from './govt-committees-page.module.css';

export function GovtCommitteesPage({ locale }: { locale: Locale }) {
  const { govtCommittees, govtCommitteesIntro } = inLocale(content, locale);
  const text = content.govtCommitteesPageText;
  const [lead, ...moreIntro] = govtCommitteesIntro;
  return (
    <PageShell path="/membershipingovtcommittees" locale={locale} lead={lead}>
      <Section title={text.representedHeading} locale={locale}>
        <Prose paragraphs={moreIntro} />
        <CardGrid min="20rem">
          {govtCommittees.map((committee) => (
            <Card key={committee.committee} title={committee.committee} meta={committee.body}>
              <dl className={styles.facts}>
                <div>
                  <dt>{text.representativeLabel[locale]}</dt>
                  <dd>{committee.representative}</dd>
                </div>
                <div>
                  <dt>{text.sinceLabel[locale]}</dt>
                  <dd>
                    <time dateTime={String(committee.since)}>{committee.since}</time>
                  </dd>
                </div>
              </dl>
              <p>{committee.role}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
