import { PageShell } from '@/components/layout/page-shell';
import { PolicySections } from '@/components/pages/privacy/policy-sections';
import type { Locale } from '@/lib/i18n/locales';
import { termsLead, termsSections } from '@/content/terms-of-use';

/** The terms of use GIGW 3.0 asks for: the disclaimer and the governing law; copyright and links in the website policies. */
export function TermsPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/terms" locale={locale} lead={termsLead[locale]}>
      <PolicySections sections={termsSections} locale={locale} />
    </PageShell>
  );
}
