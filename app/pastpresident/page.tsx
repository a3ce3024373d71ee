import { PageShell } from '@/components/layout/page-shell';
import { DataTable } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { pastPresidents } from '@/content/people';
import { pageMetadata } from '@/lib/metadata';
import { SITE } from '@/content/association';

const PATH = '/pastpresident';

export const metadata = pageMetadata(PATH);

const newestFirst = [...pastPresidents].sort((a, b) => b.from - a.from);

export default function PastPresidentsPage() {
  return (
    <PageShell path={PATH}>
      <Section title={`Presidents since ${SITE.founded}`}>
        <DataTable
          caption="Presidents of RASI by term of office, newest first"
          columns={['Term', 'Name', 'Firm']}
          rows={newestFirst.map((term) => [`${term.from}–${term.to}`, term.name, term.firm])}
        />
      </Section>
    </PageShell>
  );
}
