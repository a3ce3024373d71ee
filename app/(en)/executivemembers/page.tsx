import { ExecutiveMembersPage } from '@/components/pages/executivemembers/executive-members-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/executivemembers', 'en');

export default function Page() {
  return <ExecutiveMembersPage locale="en" />;
}
