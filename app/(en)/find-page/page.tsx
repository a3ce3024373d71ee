import { FindPage, findPageMetadata } from '@/components/pages/find-page/find-page';

export const metadata = findPageMetadata('en');

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  return <FindPage locale="en" searchParams={searchParams} />;
}
