// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { AccessibilityPage } from '@/components/pages/accessibility/accessibility-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/accessibility', 'en');

export default function Page() {
  return <AccessibilityPage locale="en" />;
}
