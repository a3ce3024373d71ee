import { PageShell } from '@/components/layout/page-shell';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { visitorRemarks, visitorsBookIntro, visitorsBookPageText } from '@/content/visitors-book';
import { formatDate } from '@/lib/format';
import styles from './visitors-book-page.module.css';

const newestFirst = [...visitorRemarks].sort((a, b) => b.date.localeCompare(a.date));

export function VisitorsBookPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/visitorsbook" locale={locale} lead={inLocale(visitorsBookIntro, locale)}>
      <Section title={visitorsBookPageText.remarksHeading} locale={locale}>
        <ul className={styles.remarks}>
          {inLocale(newestFirst, locale).map((entry) => (
            <li key={`${entry.date}-${entry.name}`}>
              <figure className={styles.remark}>
                <blockquote className={styles.quote}>
                  <p>{entry.remark}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.name}>{entry.name}</span>
                  <span>{entry.designation}</span>
                  <time dateTime={entry.date}>{formatDate(entry.date, locale)}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </PageShell>
  );
}
