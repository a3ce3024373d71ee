import Link from 'next/link';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, DataTable, Steps } from '@/components/ui/cards';
import { BulletList, Prose, Section } from '@/components/ui/section';
import {
  documentsNeeded,
  eligibilityNotes,
  feeNotes,
  feeTable,
  howToApply,
  membershipCategories,
  membershipIntro,
} from '@/content/membership';
import { pageMetadata } from '@/lib/metadata';
import { routeFor } from '@/lib/routes';
import { SITE } from '@/content/association';
import styles from './page.module.css';

const PATH = '/membership';

export const metadata = pageMetadata(PATH);

const [lead, ...moreIntro] = membershipIntro;
const related = ['/membersbenefits', '/contactus'].map(routeFor);
const membershipEmail = SITE.emails.find((email) => email.label === 'Membership');

export default function MembershipPage() {
  return (
    <PageShell path={PATH} lead={lead}>
      <Section title="Membership categories">
        <CardGrid min="18rem">
          {membershipCategories.map((category) => (
            <Card key={category.id} title={category.name}>
              <p>{category.forWhom}</p>
              <p className={styles.label}>Eligibility</p>
              <ul className={styles.list}>
                {category.eligibility.map((rule, index) => (
                  <li key={index}>{rule}</li>
                ))}
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Fees">
        <DataTable
          caption="Membership fees by category"
          columns={['Category', 'Admission fee', 'Annual subscription']}
          rows={feeTable.map((row) => [row.category, row.admissionFee, row.annualSubscription])}
        />
        <BulletList items={feeNotes} />
      </Section>
      <Section title="Eligibility notes">
        <BulletList items={eligibilityNotes} />
      </Section>
      <Section title="Documents needed">
        <BulletList items={documentsNeeded} />
      </Section>
      <Section title="How to apply">
        <Prose paragraphs={moreIntro} />
        <Steps steps={howToApply} />
        {membershipEmail ? (
          <p>
            {membershipEmail.label}: <a href={`mailto:${membershipEmail.address}`}>{membershipEmail.address}</a>
          </p>
        ) : null}
      </Section>
      <Section title="Find out more">
        <ul className={styles.related}>
          {related.map((route) => (
            <li key={route.path}>
              <Link href={route.path}>{route.description}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </PageShell>
  );
}
