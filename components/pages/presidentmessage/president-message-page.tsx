import { PageShell } from '@/components/layout/page-shell';
import { EnglishText } from '@/components/ui/other-language';
import { Prose } from '@/components/ui/section';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { presidentMessage } from '@/content/president-message';
import styles from './president-message-page.module.css';

export function PresidentMessagePage({ locale }: { locale: Locale }) {
  const letter = inLocale(presidentMessage, locale);
  return (
    <PageShell path="/presidentmessage" locale={locale}>
      <article className={styles.letter} aria-labelledby="letter-title">
        <h2 id="letter-title">{letter.title}</h2>
        <p className={styles.salutation}>{letter.salutation}</p>
        <Prose paragraphs={letter.paragraphs} />
        <footer className={styles.signature}>
          <p>{letter.closing}</p>
          <p className={styles.name}>{letter.signOff.name}</p>
          <p>{letter.signOff.role}</p>
          <p>
            <EnglishText locale={locale}>{letter.signOff.firm}</EnglishText>
          </p>
          <p className={styles.dateline}>
            {letter.place}, <time dateTime={letter.date}>{formatDate(letter.date, locale)}</time>
          </p>
        </footer>
      </article>
    </PageShell>
  );
}
