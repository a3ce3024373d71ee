import { PresidentMessagePage } from '@/components/pages/presidentmessage/president-message-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/presidentmessage', 'ta');

export default function Page() {
  return <PresidentMessagePage locale="ta" />;
}
