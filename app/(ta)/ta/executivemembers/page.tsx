import { ExecutiveMembersPage } from '@/components/pages/executivemembers/executive-members-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/executivemembers', 'ta');

export default function Page() {
  return <ExecutiveMembersPage locale="ta" />;
}
