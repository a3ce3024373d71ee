import { PageShell } from '@/components/layout/page-shell';
import { Timeline, type TimelineItem } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { formatMonth } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, type Words } from '@/lib/i18n/words';
import { milestones as allMilestones, milestonesPageText as text } from '@/content/milestones';

const firstYear = allMilestones[0]?.year;
const lastYear = allMilestones[allMilestones.length - 1]?.year;
const fill = (template: string) => template.replace('{from}', String(firstYear)).replace('{to}', String(lastYear));
const heading: Words =
  firstYear && lastYear ? { en: fill(text.rangeHeading.en), ta: fill(text.rangeHeading.ta) } : text.fallbackHeading;

export function MilestonesPage({ locale }: { locale: Locale }) {
  const items: readonly TimelineItem[] = inLocale(allMilestones, locale).map((milestone) => ({
    key: `${milestone.year}-${milestone.month ?? 0}-${milestone.title}`,
    dateTime: milestone.month
      ? `${milestone.year}-${String(milestone.month).padStart(2, '0')}`
      : String(milestone.year),
    label: milestone.month ? formatMonth(milestone.year, milestone.month, locale) : String(milestone.year),
    title: milestone.title,
    text: milestone.text,
  }));
  return (
    <PageShell path="/milestones" locale={locale}>
      <Section title={heading} locale={locale}>
        <Timeline items={items} />
      </Section>
    </PageShell>
  );
}
