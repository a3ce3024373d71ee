import { PageShell } from '@/components/layout/page-shell';
import { PolicySections } from '@/components/pages/privacy/policy-sections';
import type { Locale } from '@/lib/i18n/locales';
import { websitePolicies, websitePoliciesLead } from '@/content/website-policies';

/**
 * The website policies GIGW 3.0's Annexure II asks for, beside the privacy policy and the terms of use, on one page:
 * each a section with its own fragment (linked from the site map) and its own "Last updated" date.
 */
export function WebsitePoliciesPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/website-policies" locale={locale} lead={websitePoliciesLead[locale]}>
      <PolicySections sections={websitePolicies} locale={locale} />
    </PageShell>
  );
}
