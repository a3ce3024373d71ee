import { PageShell } from '@/components/layout/page-shell';
import type { Locale } from '@/lib/i18n/locales';
import { NO_FILTERS, type DirectoryFilters } from '@/lib/directory';
import { directoryLead } from '@/content/members';
import { MemberDirectory } from './member-directory';

export function MemberDirectoryPage({ locale, filters = NO_FILTERS }: { locale: Locale; filters?: DirectoryFilters }) {
  return (
    <PageShell path="/rasi-members" locale={locale} lead={directoryLead[locale]}>
      <MemberDirectory locale={locale} initial={filters} />
    </PageShell>
  );
}
