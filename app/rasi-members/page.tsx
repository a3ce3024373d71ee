import { PageShell } from '@/components/layout/page-shell';
import { directoryLead } from '@/content/members';
import { NO_FILTERS } from '@/lib/directory';
import { pageMetadata } from '@/lib/metadata';
import { MemberDirectory } from './member-directory';

const PATH = '/rasi-members';

export const metadata = pageMetadata(PATH);

export default function MemberDirectoryPage() {
  return (
    <PageShell path={PATH} lead={directoryLead}>
      <MemberDirectory initial={NO_FILTERS} />
    </PageShell>
  );
}
