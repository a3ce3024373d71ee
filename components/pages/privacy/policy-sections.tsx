import { Prose, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import type { PolicySection } from '@/content/privacy';

/** A policy's sections, each an `h2` and its paragraphs: the privacy policy's and the terms of use's. */
export function PolicySections({ sections, locale }: { sections: readonly PolicySection[]; locale: Locale }) {
  return sections.map((section) => (
    <Section key={section.heading.en} title={section.heading} locale={locale}>
      <Prose paragraphs={section.paragraphs.map((paragraph) => paragraph[locale])} />
    </Section>
  ));
}
