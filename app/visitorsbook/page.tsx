import { PageShell } from '@/components/layout/page-shell';
import { Section } from '@/components/ui/section';
import { visitorRemarks, visitorsBookIntro } from '@/content/visitors-book';
import { formatDate } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

const PATH = '/visitorsbook';

export const metadata = pageMetadata(PATH);

const newestFirst = [...visitorRemarks].sort((a, b) => b.date.localeCompare(a.date));

export default function VisitorsBookPage() {
  return (
    <PageShell path={PATH} lead={visitorsBookIntro}>
      <Section title="Remarks, newest first">
        <ul className={styles.remarks}>
          {newestFirst.map((entry) => (
            <li key={`${entry.date}-${entry.name}`}>
              <figure className={styles.remark}>
                <blockquote className={styles.quote}>
                  <p>{entry.remark}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.name}>{entry.name}</span>
                  <span>{entry.designation}</span>
                  <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </PageShell>
  );
}
