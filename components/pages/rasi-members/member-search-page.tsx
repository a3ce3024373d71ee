import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { parseFilters } from '@/lib/directory';
import { pageMetadata } from '@/lib/metadata';
import { MemberDirectoryPage } from './member-directory-page';

export function memberSearchMetadata(locale: Locale): Metadata {
  return { ...pageMetadata('/rasi-members', locale), robots: { index: false, follow: true } };
}

/** The directory filtered by the query (`?q=`, `?category=`, `?district=`), rendered per request. */
export async function MemberSearchPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <MemberDirectoryPage locale={locale} filters={parseFilters(await searchParams)} />;
}
