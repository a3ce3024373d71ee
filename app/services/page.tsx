import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { services, servicesIntro } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

const PATH = '/services';

export const metadata = pageMetadata(PATH);

const [lead, ...moreIntro] = servicesIntro;

export default function ServicesPage() {
  return (
    <PageShell path={PATH} lead={lead}>
      <Section title="What we offer">
        <Prose paragraphs={moreIntro} />
        <CardGrid min="18rem">
          {services.map((service) => (
            <Card key={service.title} title={service.title}>
              <p>{service.summary}</p>
              <p className={styles.forWhom}>
                <span className={styles.label}>For whom:</span> {service.forWhom}
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
