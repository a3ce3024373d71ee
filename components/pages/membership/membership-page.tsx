import { PageLink } from '@/components/ui/page-link';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, DataTable, Steps } from '@/components/ui/cards';
import { BulletList, Prose, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { routeFor, routeText } from '@/lib/routes';
import { pageHref } from '@/lib/seo/page-urls';
import { SITE, SITE_TEXT } from '@/content/association';
import * as content from '@/content/membership';
import styles from './membership-page.module.css';

const related = ['/membersbenefits', '/contactus'].map(routeFor);
const membershipEmailIndex = SITE.emails.findIndex((email) => email.label === 'Membership');
const membershipEmail = SITE.emails[membershipEmailIndex];

export function MembershipPage({ locale }: { locale: Locale }) {
  const { documentsNeeded, eligibilityNotes, feeNotes, feeTable, howToApply, membershipCategories, membershipIntro } =
    inLocale(content, locale);
  const text = content.membershipPageText;
  const [lead, ...moreIntro] = membershipIntro;
  return (
    <PageShell path="/membership" locale={locale} lead={lead}>
      <Section title={text.categoriesHeading} locale={locale}>
        <CardGrid min="18rem">
          {membershipCategories.map((category) => (
            <Card key={category.id} title={category.name}>
              <p>{category.forWhom}</p>
              <p className={styles.label}>{text.eligibilityLabel[locale]}</p>
              <ul className={styles.list}>
                {category.eligibility.map((rule, index) => (
                  <li key={index}>{rule}</li>
                ))}
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={text.feesHeading} locale={locale}>
        <DataTable
          caption={text.feeTableCaption[locale]}
          columns={[
            text.feeColumnCategory[locale],
            text.feeColumnAdmissionFee[locale],
            text.feeColumnAnnualSubscription[locale],
          ]}
          rows={feeTable.map((row) => [row.category, row.admissionFee, row.annualSubscription])}
        />
        <BulletList items={feeNotes} />
      </Section>
      <Section title={text.eligibilityNotesHeading} locale={locale}>
        <BulletList items={eligibilityNotes} />
      </Section>
      <Section title={text.documentsHeading} locale={locale}>
        <BulletList items={documentsNeeded} />
      </Section>
      <Section title={text.howToApplyHeading} locale={locale}>
        <Prose paragraphs={moreIntro} />
        <Steps steps={howToApply} />
        {membershipEmail ? (
          <p>
            {SITE_TEXT[locale].emailLabels[membershipEmailIndex]}:{' '}
            <a href={`mailto:${membershipEmail.address}`}>{membershipEmail.address}</a>
          </p>
        ) : null}
      </Section>
      <Section title={text.findOutMoreHeading} locale={locale}>
        <ul className={styles.related}>
          {related.map((route) => (
            <li key={route.path}>
              <PageLink href={pageHref(route.path, locale)}>{routeText(route, locale).description}</PageLink>
            </li>
          ))}
        </ul>
      </Section>
    </PageShell>
  );
}
