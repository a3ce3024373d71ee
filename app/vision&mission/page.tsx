import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { BulletList, Lead, Section } from '@/components/ui/section';
import { coreValues, mission, vision } from '@/content/vision-mission';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/vision&mission';

export const metadata = pageMetadata(PATH);

export default function VisionMissionPage() {
  return (
    <PageShell path={PATH}>
      <Section title="Our vision">
        <Lead>{vision}</Lead>
      </Section>
      <Section title="Our mission">
        <BulletList items={mission} />
      </Section>
      <Section title="Our core values">
        <CardGrid>
          {coreValues.map((value) => (
            <Card key={value.name} title={value.name}>
              <p>{value.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
