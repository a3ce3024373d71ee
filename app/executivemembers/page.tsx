import { PageShell } from '@/components/layout/page-shell';
import { CardGrid, PersonCard } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { currentTerm, executiveMembers } from '@/content/people';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/executivemembers';

export const metadata = pageMetadata(PATH);

export default function ExecutiveMembersPage() {
  return (
    <PageShell path={PATH}>
      <Section title={`Members for ${currentTerm}`}>
        <CardGrid min="18rem">
          {executiveMembers.map((member) => (
            <PersonCard
              key={member.name}
              name={member.name}
              role={member.portfolio}
              details={[member.firm, member.district]}
            />
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
