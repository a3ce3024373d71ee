import { PageShell } from '@/components/layout/page-shell';
import { CardGrid, PersonCard } from '@/components/ui/cards';
import { EnglishText } from '@/components/ui/other-language';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { DISTRICT_LABELS } from '@/content/glossary';
import { seniorMembers, seniorMembersPageText as text } from '@/content/people';

const byYearJoined = [...seniorMembers].sort((a, b) => a.memberSince - b.memberSince);

export function SeniorMembersPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/seniormembers" locale={locale}>
      <Section title={text.heading} locale={locale}>
        <CardGrid min="20rem">
          {inLocale(byYearJoined, locale).map((member) => (
            <PersonCard
              key={member.name}
              name={member.name}
              role={<EnglishText locale={locale}>{member.firm}</EnglishText>}
              details={[
                text.memberSince[locale]
                  .replace('{year}', String(member.memberSince))
                  .replace('{district}', DISTRICT_LABELS[member.district][locale]),
                member.note,
              ]}
            />
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
