import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { rollOfHonour } from '@/content/people';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

const PATH = '/roll-of-honour';

export const metadata = pageMetadata(PATH);

const newestFirst = [...rollOfHonour].sort((a, b) => b.year - a.year);

export default function RollOfHonourPage() {
  return (
    <PageShell path={PATH}>
      <Section title="Honours, newest first">
        <CardGrid min="20rem">
          {newestFirst.map((entry) => (
            <Card
              key={`${entry.year}-${entry.name}`}
              title={entry.name}
              meta={
                <>
                  <time dateTime={String(entry.year)}>{entry.year}</time> · {entry.firm}
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
