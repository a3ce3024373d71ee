import { PageShell } from '@/components/layout/page-shell';
import { Prose, Section } from '@/components/ui/section';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { accessibilityStatement as statement } from '@/content/accessibility';

/** The accessibility statement GIGW asks for: the standard met, how it is tested, its limits, whom to write to. */
export function AccessibilityPage({ locale }: { locale: Locale }) {
  const { lead, sections, reviewedNote } = inLocale(statement, locale);
  const [before, after] = reviewedNote.split('{date}');
  return (
    <PageShell path="/accessibility" locale={locale} lead={lead}>
      {statement.sections.map((section, index) => (
        <Section key={section.heading.en} title={section.heading} locale={locale}>
          <Prose paragraphs={sections[index]!.paragraphs} />
        </Section>
      ))}
      <p>
        {before}
        <time dateTime={statement.reviewed}>{formatDate(statement.reviewed, locale)}</time>
        {after}
      </p>
    </PageShell>
  );
}
