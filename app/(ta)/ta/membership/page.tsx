import { MembershipPage } from '@/components/pages/membership/membership-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/membership', 'ta');

export default function Page() {
  return <MembershipPage locale="ta" />;
}
