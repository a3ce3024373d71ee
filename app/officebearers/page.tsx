import { PageShell } from '@/components/layout/page-shell';
import { CardGrid, PersonCard } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { currentTerm, officeBearers } from '@/content/people';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/officebearers';

export const metadata = pageMetadata(PATH);

export default function OfficeBearersPage() {
  return (
    <PageShell path={PATH}>
      <Section title={`Office bearers for ${currentTerm}`}>
        <CardGrid min="18rem">
          {officeBearers.map((person) => (
            <PersonCard
              key={`${person.role}-${person.name}`}
              name={person.name}
              role={person.role}
              details={[person.firm, person.city]}
            />
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
