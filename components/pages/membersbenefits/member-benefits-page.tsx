import { PageLink } from '@/components/ui/page-link';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { routeFor, routeText } from '@/lib/routes';
import { pageHref } from '@/lib/seo/page-urls';
import * as content from '@/content/member-benefits';

const membership = routeFor('/membership');

export function MemberBenefitsPage({ locale }: { locale: Locale }) {
  const { memberBenefits, memberBenefitsIntro } = inLocale(content, locale);
  const text = content.memberBenefitsPageText;
  return (
    <PageShell path="/membersbenefits" locale={locale} lead={memberBenefitsIntro}>
      <Section title={text.benefitsHeading} locale={locale}>
        <CardGrid>
          {memberBenefits.map((benefit) => (
            <Card key={benefit.title} title={benefit.title}>
              <p>{benefit.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={text.becomeMemberHeading} locale={locale}>
        <p>
          <PageLink href={pageHref(membership.path, locale)}>{routeText(membership, locale).description}</PageLink>
        </p>
      </Section>
    </PageShell>
  );
}
