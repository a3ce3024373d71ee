import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { servicesProvided, servicesProvidedIntro } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

const PATH = '/sevicesprovided';

export const metadata = pageMetadata(PATH);

const [lead, ...moreIntro] = servicesProvidedIntro;

export default function ServicesProvidedPage() {
  return (
    <PageShell path={PATH} lead={lead}>
      <Section title="Our work in figures">
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
