import { MembershipPage } from '@/components/pages/membership/membership-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/membership', 'en');

export default function Page() {
  return <MembershipPage locale="en" />;
}
