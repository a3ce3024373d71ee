import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { govtCommittees, govtCommitteesIntro } from '@/content/govt-committees';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

const PATH = '/membershipingovtcommittees';

export const metadata = pageMetadata(PATH);

const [lead, ...moreIntro] = govtCommitteesIntro;

export default function GovtCommitteesPage() {
  return (
    <PageShell path={PATH} lead={lead}>
      <Section title="Where RASI is represented">
        <Prose paragraphs={moreIntro} />
        <CardGrid min="20rem">
          {govtCommittees.map((committee) => (
            <Card key={committee.committee} title={committee.committee} meta={committee.body}>
              <dl className={styles.facts}>
                <div>
                  <dt>Representative</dt>
                  <dd>{committee.representative}</dd>
                </div>
                <div>
                  <dt>Since</dt>
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
