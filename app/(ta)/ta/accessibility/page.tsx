import { AccessibilityPage } from '@/components/pages/accessibility/accessibility-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/accessibility', 'ta');

export default function Page() {
  return <AccessibilityPage locale="ta" />;
}
