import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, DataTable } from '@/components/ui/cards';
import { BulletList, Section } from '@/components/ui/section';
import { contactIntro, departments, directions, officeMap } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';
import { SITE } from '@/content/association';
import styles from './page.module.css';

const PATH = '/contactus';

export const metadata = pageMetadata(PATH);

function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

const { address } = SITE;

export default function ContactPage() {
  return (
    <PageShell path={PATH} lead={contactIntro}>
      <Section title="Address, telephone and email">
        <div className={styles.columns}>
          <address className={styles.address}>
            <strong>{SITE.name}</strong>
            <br />
            {address.building}
            <br />
            {address.street}
            <br />
            {address.locality}
            <br />
            {address.city} {address.postalCode}
            <br />
            {address.region}, {address.countryName}
          </address>
          <div>
            <h3>Telephone</h3>
            <ul className={styles.plain}>
              {SITE.phones.map((phone) => (
                <li key={phone.number}>
                  {phone.label}: <a href={telHref(phone.number)}>{phone.number}</a>
                </li>
              ))}
            </ul>
            <h3>Email</h3>
            <ul className={styles.plain}>
              {SITE.emails.map((email) => (
                <li key={email.address}>
                  {email.label}: <a href={`mailto:${email.address}`}>{email.address}</a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section title="Office hours">
        <DataTable
          caption="Office hours of the secretariat at RASI Bhavan"
          columns={['Days', 'Hours']}
          rows={SITE.hours.map((row) => [row.days, row.time])}
        />
      </Section>
      <Section title="Departments">
        <CardGrid min="18rem">
          {departments.map((department) => (
            <Card key={department.name} title={department.name}>
              <p>{department.description}</p>
              <ul className={styles.plain}>
                <li>
                  Telephone: <a href={telHref(department.phone)}>{department.phone}</a>
                </li>
                <li>
                  Email: <a href={`mailto:${department.email}`}>{department.email}</a>
                </li>
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="How to reach RASI Bhavan">
        <BulletList items={directions} />
        <p>
          <a href={officeMap.href}>{officeMap.label}</a>
        </p>
      </Section>
    </PageShell>
  );
}
