import { AccessibilityPage } from '@/components/pages/accessibility/accessibility-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/accessibility', 'en');

export default function Page() {
  return <AccessibilityPage locale="en" />;
}
