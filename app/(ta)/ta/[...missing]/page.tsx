import type { Metadata } from 'next';
import { NotFoundInHtml } from '@/components/layout/not-found-in-html';
import { NotFoundPage } from '@/components/pages/not-found/not-found-page';
import { TAMIL_NOT_FOUND_SEGMENT } from '@/lib/i18n/tamil-not-found';
import { UI } from '@/content/ui';

// The Tamil 404: proxy.ts rewrites an unknown `/ta/…` address to this one path, prerendered once with status 404.
// No other value is rendered, so made-up addresses fill no cache. The page is in the HTML itself (NotFoundInHtml),
// so it reads without JavaScript; the not-found page beside it covers a notFound() from any other Tamil page.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ missing: [TAMIL_NOT_FOUND_SEGMENT] }];
}

export const metadata: Metadata = { title: UI.ta.notFoundTitle };

export default function MissingPage() {
  return (
    <NotFoundInHtml>
      <NotFoundPage locale="ta" />
    </NotFoundInHtml>
  );
}
