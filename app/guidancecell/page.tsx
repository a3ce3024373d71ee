import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, DataTable, PersonCard } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { advisers, guidanceCellIntro, guidanceContact, guidanceFaqs, guidanceTopics } from '@/content/guidance-cell';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

const PATH = '/guidancecell';

export const metadata = pageMetadata(PATH);

const [lead, ...moreIntro] = guidanceCellIntro;

function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

export default function GuidanceCellPage() {
  return (
    <PageShell path={PATH} lead={lead}>
      <Section title="What we can help with">
        <Prose paragraphs={moreIntro} />
        <CardGrid>
          {guidanceTopics.map((topic) => (
            <Card key={topic.title} title={topic.title}>
              <p>{topic.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="How to reach the cell">
        <dl className={styles.contact}>
          <div>
            <dt>Telephone</dt>
            <dd>
              <a href={telHref(guidanceContact.phone)}>{guidanceContact.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${guidanceContact.email}`}>{guidanceContact.email}</a>
            </dd>
          </div>
        </dl>
        <DataTable
          caption="Walk-in hours at RASI Bhavan"
          columns={['Days', 'Hours']}
          rows={guidanceContact.walkInHours.map((row) => [row.days, row.time])}
        />
        <p className={styles.note}>{guidanceContact.appointmentNote}</p>
      </Section>
      <Section title="Our advisers">
        <CardGrid min="18rem">
          {advisers.map((adviser) => (
            <PersonCard key={adviser.name} name={adviser.name} role={adviser.field} details={[adviser.background]} />
          ))}
        </CardGrid>
      </Section>
      <Section title="Frequently asked questions">
        <div className={styles.faqs}>
          {guidanceFaqs.map((faq) => (
            <details key={faq.question} className={styles.faq}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </Section>
    </PageShell>
  );
}
