import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, DataTable, PersonCard } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import * as content from '@/content/guidance-cell';
import styles from './guidance-cell-page.module.css';

function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

export function GuidanceCellPage({ locale }: { locale: Locale }) {
  const { advisers, guidanceCellIntro, guidanceContact, guidanceFaqs, guidanceTopics } = inLocale(content, locale);
  const text = content.guidanceCellPageText;
  const [lead, ...moreIntro] = guidanceCellIntro;
  return (
    <PageShell path="/guidancecell" locale={locale} lead={lead}>
      <Section title={text.topicsHeading} locale={locale}>
        <Prose paragraphs={moreIntro} />
        <CardGrid>
          {guidanceTopics.map((topic) => (
            <Card key={topic.title} title={topic.title}>
              <p>{topic.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={text.contactHeading} locale={locale}>
        <dl className={styles.contact}>
          <div>
            <dt>{text.telephoneLabel[locale]}</dt>
            <dd>
              <a href={telHref(guidanceContact.phone)}>{guidanceContact.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{text.emailLabel[locale]}</dt>
            <dd>
              <a href={`mailto:${guidanceContact.email}`}>{guidanceContact.email}</a>
            </dd>
          </div>
        </dl>
        <DataTable
          caption={text.walkInHoursCaption[locale]}
          columns={[text.daysColumn[locale], text.hoursColumn[locale]]}
          rows={guidanceContact.walkInHours.map((row) => [row.days, row.time])}
        />
        <p className={styles.note}>{guidanceContact.appointmentNote}</p>
      </Section>
      <Section title={text.advisersHeading} locale={locale}>
        <CardGrid min="18rem">
          {advisers.map((adviser) => (
            <PersonCard key={adviser.name} name={adviser.name} role={adviser.field} details={[adviser.background]} />
          ))}
        </CardGrid>
      </Section>
      <Section title={text.faqsHeading} locale={locale}>
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
