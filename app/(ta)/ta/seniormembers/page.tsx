import { SeniorMembersPage } from '@/components/pages/seniormembers/senior-members-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/seniormembers', 'ta');

export default function Page() {
  return <SeniorMembersPage locale="ta" />;
}
