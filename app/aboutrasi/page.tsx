import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid, Figures } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { aboutIntro, history, inNumbers, ourOffice, regionIntro, regionServed } from '@/content/about';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/aboutrasi';

export const metadata = pageMetadata(PATH);

export default function AboutPage() {
  return (
    <PageShell path={PATH} lead={aboutIntro}>
      <Section title="Our history">
        <Prose paragraphs={history} />
      </Section>
      <Section title="RASI in numbers">
        <Figures figures={inNumbers} />
      </Section>
      <Section title="The region we serve">
        <Prose paragraphs={[regionIntro]} />
        <CardGrid>
          {regionServed.map((district) => (
            <Card key={district.district} title={district.district}>
              <p>{district.industries}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={ourOffice.heading}>
        <Prose paragraphs={ourOffice.paragraphs} />
      </Section>
    </PageShell>
  );
}
