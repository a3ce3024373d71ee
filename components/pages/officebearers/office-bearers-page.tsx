import { PageShell } from '@/components/layout/page-shell';
import { CardGrid, PersonCard } from '@/components/ui/cards';
import { EnglishText } from '@/components/ui/other-language';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { currentTerm, OFFICE_BEARER_ROLE_LABELS, officeBearers, officeBearersPageText } from '@/content/people';

const heading = {
  en: officeBearersPageText.heading.en.replace('{term}', currentTerm),
  ta: officeBearersPageText.heading.ta.replace('{term}', currentTerm),
};

export function OfficeBearersPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/officebearers" locale={locale}>
      <Section title={heading} locale={locale}>
        <CardGrid min="18rem">
          {inLocale(officeBearers, locale).map((person) => (
            <PersonCard
              key={`${person.role}-${person.name}`}
              name={person.name}
              role={OFFICE_BEARER_ROLE_LABELS[person.role][locale]}
              details={[
                <EnglishText key="firm" locale={locale}>
                  {person.firm}
                </EnglishText>,
                person.city,
              ]}
            />
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
