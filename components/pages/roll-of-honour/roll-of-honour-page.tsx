import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { EnglishText } from '@/components/ui/other-language';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { rollOfHonour, rollOfHonourPageText } from '@/content/people';
import styles from './roll-of-honour-page.module.css';

const newestFirst = [...rollOfHonour].sort((a, b) => b.year - a.year);

export function RollOfHonourPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/roll-of-honour" locale={locale}>
      <Section title={rollOfHonourPageText.heading} locale={locale}>
        <CardGrid min="20rem">
          {inLocale(newestFirst, locale).map((entry) => (
            <Card
              key={`${entry.year}-${entry.name}`}
              title={entry.name}
              meta={
                <>
                  <time dateTime={String(entry.year)}>{entry.year}</time> ·{' '}
                  <EnglishText locale={locale}>{entry.firm}</EnglishText>
                </>
              }
            >
              <p className={styles.honour}>{entry.honour}</p>
              <p>{entry.citation}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
