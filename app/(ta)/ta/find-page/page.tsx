import { FindPage, findPageMetadata } from '@/components/pages/find-page/find-page';

export const metadata = findPageMetadata('ta');

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  return <FindPage locale="ta" searchParams={searchParams} />;
}
