import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/page-shell';
import { directoryLead } from '@/content/members';
import { parseFilters } from '@/lib/directory';
import { pageMetadata } from '@/lib/metadata';
import { MemberDirectory } from '../member-directory';

// Reached only through proxy.ts, which rewrites /rasi-members?q=… here so the unfiltered page stays prerendered.
export const metadata: Metadata = { ...pageMetadata('/rasi-members'), robots: { index: false, follow: true } };

export default async function MemberSearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseFilters(await searchParams);
  return (
    <PageShell path="/rasi-members" lead={directoryLead}>
      <MemberDirectory initial={filters} />
    </PageShell>
  );
}
