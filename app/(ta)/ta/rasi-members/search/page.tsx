import { MemberSearchPage, memberSearchMetadata } from '@/components/pages/rasi-members/member-search-page';

// Reached only through proxy.ts, which rewrites /rasi-members?q=… here so the unfiltered page stays prerendered.
export const metadata = memberSearchMetadata('ta');

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <MemberSearchPage locale="ta" searchParams={searchParams} />;
}
