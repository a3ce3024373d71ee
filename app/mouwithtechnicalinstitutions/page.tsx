import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { mous, mousIntro } from '@/content/mous';
import { formatDate } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

const PATH = '/mouwithtechnicalinstitutions';

export const metadata = pageMetadata(PATH);

const [lead, ...moreIntro] = mousIntro;

export default function MousPage() {
  return (
    <PageShell path={PATH} lead={lead}>
      <Section title="Our agreements">
        <Prose paragraphs={moreIntro} />
        <CardGrid min="20rem">
          {mous.map((mou) => (
            <Card key={mou.id} title={mou.institution}>
              <dl className={styles.dates}>
                <div>
                  <dt>Signed</dt>
                  <dd>
                    <time dateTime={mou.signed}>{formatDate(mou.signed)}</time>
                  </dd>
                </div>
                <div>
                  <dt>Valid until</dt>
                  <dd>
                    <time dateTime={String(mou.validUntil)}>{mou.validUntil}</time>
                  </dd>
                </div>
              </dl>
              <p>{mou.scope}</p>
              <p className={styles.label}>Areas of cooperation</p>
              <ul className={styles.areas}>
                {mou.areas.map((area, index) => (
                  <li key={index}>{area}</li>
                ))}
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
