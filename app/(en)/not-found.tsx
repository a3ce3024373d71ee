import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/pages/not-found/not-found-page';
import { UI } from '@/content/ui';

export const metadata: Metadata = { title: UI.en.notFoundTitle };

export default function NotFound() {
  return <NotFoundPage locale="en" />;
}
