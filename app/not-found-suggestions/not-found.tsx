import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ASKED_PATH_HEADER, askedPath, suggestPages } from '@/lib/suggestions';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default async function NotFoundWithSuggestions() {
  const raw = (await headers()).get(ASKED_PATH_HEADER);
  if (!raw) return <NotFoundPage />;
  const asked = askedPath(raw);
  return <NotFoundPage asked={asked} suggestions={suggestPages(asked)} />;
}
