import { PageShell } from '@/components/layout/page-shell';
import type { Locale } from '@/lib/i18n/locales';
import { privacyLead, privacySections } from '@/content/privacy';
import { PolicySections } from './policy-sections';

/** The privacy policy GIGW 3.0 asks for: what the site and its server keep about a visit, and what they do not. */
export function PrivacyPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/privacy" locale={locale} lead={privacyLead[locale]}>
      <PolicySections sections={privacySections} locale={locale} />
    </PageShell>
  );
}
