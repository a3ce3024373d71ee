import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, DataTable } from '@/components/ui/cards';
import { OutsideLink } from '@/components/ui/outside-link';
import { BulletList, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { SITE, SITE_TEXT } from '@/content/association';
import * as content from '@/content/contact';
import { OUTSIDE_LINK_NOTES } from '@/content/page-frame';
import styles from './contact-page.module.css';

function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

export function ContactPage({ locale }: { locale: Locale }) {
  const { contactIntro, departments, directions, officeMap } = inLocale(content, locale);
  const text = content.contactPageText;
  const site = SITE_TEXT[locale];
  return (
    <PageShell path="/contactus" locale={locale} lead={contactIntro}>
      <Section title={text.addressHeading} locale={locale}>
        <div className={styles.columns}>
          <address className={styles.address}>
            <strong>{site.name}</strong>
            {site.address.flatMap((line) => [<br key={`br-${line}`} />, line])}
          </address>
          <div>
            <h3>{text.telephoneHeading[locale]}</h3>
            <ul className={styles.plain}>
              {SITE.phones.map((phone, i) => (
                <li key={phone.number}>
                  {site.phoneLabels[i]}: <a href={telHref(phone.number)}>{phone.number}</a>
                </li>
              ))}
            </ul>
            <h3>{text.emailHeading[locale]}</h3>
            <ul className={styles.plain}>
              {SITE.emails.map((email, i) => (
                <li key={email.address}>
                  {site.emailLabels[i]}: <a href={`mailto:${email.address}`}>{email.address}</a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section title={text.hoursHeading} locale={locale}>
        <DataTable
          caption={text.hoursCaption[locale]}
          columns={[text.daysColumn[locale], text.hoursColumn[locale]]}
          rows={site.hours.map((row) => [row.days, row.time])}
        />
      </Section>
      <Section title={text.departmentsHeading} locale={locale}>
        <CardGrid min="18rem">
          {departments.map((department) => (
            <Card key={department.name} title={department.name}>
              <p>{department.description}</p>
              <ul className={styles.plain}>
                <li>
                  {text.telephoneLabel[locale]}: <a href={telHref(department.phone)}>{department.phone}</a>
                </li>
                <li>
                  {text.emailLabel[locale]}: <a href={`mailto:${department.email}`}>{department.email}</a>
                </li>
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={text.directionsHeading} locale={locale}>
        <BulletList items={directions} />
        <p>
          <OutsideLink href={officeMap.href} notes={OUTSIDE_LINK_NOTES[locale]}>
            {officeMap.label}
          </OutsideLink>
        </p>
      </Section>
    </PageShell>
  );
}
