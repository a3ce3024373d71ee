import { PageShell } from '@/components/layout/page-shell';
import { Prose } from '@/components/ui/section';
import { presidentMessage } from '@/content/president-message';
import { formatDate } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

const PATH = '/presidentmessage';

export const metadata = pageMetadata(PATH);

export default function PresidentMessagePage() {
  const letter = presidentMessage;
  return (
    <PageShell path={PATH}>
      <article className={styles.letter} aria-labelledby="letter-title">
        <h2 id="letter-title">{letter.title}</h2>
        <p className={styles.salutation}>{letter.salutation}</p>
        <Prose paragraphs={letter.paragraphs} />
        <footer className={styles.signature}>
          <p>{letter.closing}</p>
          <p className={styles.name}>{letter.signOff.name}</p>
          <p>{letter.signOff.role}</p>
          <p>{letter.signOff.firm}</p>
          <p className={styles.dateline}>
            {letter.place}, <time dateTime={letter.date}>{formatDate(letter.date)}</time>
          </p>
        </footer>
      </article>
    </PageShell>
  );
}
