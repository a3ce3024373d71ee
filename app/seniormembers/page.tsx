import { PageShell } from '@/components/layout/page-shell';
import { CardGrid, PersonCard } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { seniorMembers } from '@/content/people';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/seniormembers';

export const metadata = pageMetadata(PATH);

const byYearJoined = [...seniorMembers].sort((a, b) => a.memberSince - b.memberSince);

export default function SeniorMembersPage() {
  return (
    <PageShell path={PATH}>
      <Section title="In order of joining">
        <CardGrid min="20rem">
          {byYearJoined.map((member) => (
            <PersonCard
              key={member.name}
              name={member.name}
              role={member.firm}
              details={[`Member since ${member.memberSince} · ${member.district}`, member.note]}
            />
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
