import { PageShell } from '@/components/layout/page-shell';
import { Timeline, type TimelineItem } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { milestones } from '@/content/milestones';
import { formatMonth } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/milestones';

export const metadata = pageMetadata(PATH);

const items: readonly TimelineItem[] = milestones.map((milestone) => ({
  key: `${milestone.year}-${milestone.month ?? 0}-${milestone.title}`,
  dateTime: milestone.month ? `${milestone.year}-${String(milestone.month).padStart(2, '0')}` : String(milestone.year),
  label: milestone.month ? formatMonth(milestone.year, milestone.month) : String(milestone.year),
  title: milestone.title,
  text: milestone.text,
}));

const firstYear = milestones[0]?.year;
const lastYear = milestones[milestones.length - 1]?.year;

export default function MilestonesPage() {
  return (
    <PageShell path={PATH}>
      <Section title={firstYear && lastYear ? `From ${firstYear} to ${lastYear}` : 'Milestones, oldest first'}>
        <Timeline items={items} />
      </Section>
    </PageShell>
  );
}
