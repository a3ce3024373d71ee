import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, Steps } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { entrepreneurshipIntro, howToJoin, programmes, schemes, schemesIntro } from '@/content/entrepreneurship';
import { formatDate } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

const PATH = '/enterpreneurship';

export const metadata = pageMetadata(PATH);

const [lead, ...moreIntro] = entrepreneurshipIntro;

export default function EntrepreneurshipPage() {
  return (
    <PageShell path={PATH} lead={lead}>
      <Section title="Our programmes">
        <Prose paragraphs={moreIntro} />
        <CardGrid min="20rem">
          {programmes.map((programme) => (
            <Card key={programme.id} title={programme.name}>
              <dl className={styles.facts}>
                <dt>Duration</dt>
                <dd>{programme.duration}</dd>
                <dt>For whom</dt>
                <dd>{programme.forWhom}</dd>
                <dt>Covers</dt>
                <dd>
                  <ul className={styles.list}>
                    {programme.covers.map((topic, index) => (
                      <li key={index}>{topic}</li>
                    ))}
                  </ul>
                </dd>
                <dt>Fee</dt>
                <dd>{programme.fee}</dd>
                <dt>Next batch</dt>
                <dd>
                  <time dateTime={programme.nextBatch}>{formatDate(programme.nextBatch)}</time>
                </dd>
              </dl>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Government schemes">
        <Prose paragraphs={[schemesIntro]} />
        <CardGrid min="20rem">
          {schemes.map((scheme) => (
            <Card
              key={scheme.shortName}
              title={scheme.name}
              meta={scheme.shortName !== scheme.name ? scheme.shortName : undefined}
            >
              <dl className={styles.facts}>
                <dt>Run by</dt>
                <dd>{scheme.runBy}</dd>
                <dt>What it gives</dt>
                <dd>{scheme.gives}</dd>
                <dt>For whom</dt>
                <dd>{scheme.forWhom}</dd>
              </dl>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="How to join a programme">
        <Steps steps={howToJoin} />
      </Section>
    </PageShell>
  );
}
