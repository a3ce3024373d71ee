import { PageShell } from '@/components/layout/page-shell';
import { CardGrid, PersonCard } from '@/components/ui/cards';
import { EnglishText } from '@/components/ui/other-language';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { DISTRICT_LABELS } from '@/content/glossary';
import { currentTerm, executiveMembers, executiveMembersPageText } from '@/content/people';

const heading = {
  en: executiveMembersPageText.heading.en.replace('{term}', currentTerm),
  ta: executiveMembersPageText.heading.ta.replace('{term}', currentTerm),
};

export function ExecutiveMembersPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/executivemembers" locale={locale}>
      <Section title={heading} locale={locale}>
        <CardGrid min="18rem">
          {inLocale(executiveMembers, locale).map((member) => (
            <PersonCard
              key={member.name}
              name={member.name}
              role={member.portfolio}
              details={[
                <EnglishText key="firm" locale={locale}>
                  {member.firm}
                </EnglishText>,
                DISTRICT_LABELS[member.district][locale],
              ]}
            />
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
