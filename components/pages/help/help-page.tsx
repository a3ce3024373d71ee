import { PageShell } from '@/components/layout/page-shell';
import { PolicySections } from '@/components/pages/privacy/policy-sections';
import type { Locale } from '@/lib/i18n/locales';
import { helpLead, helpSections } from '@/content/help';

/** Help with the site (GIGW 3.0): moving around, documents, offline reading, larger text, whom to ask. */
export function HelpPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/help" locale={locale} lead={helpLead[locale]}>
      <PolicySections sections={helpSections} locale={locale} />
    </PageShell>
  );
}
