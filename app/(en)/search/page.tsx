import { SearchPage, searchMetadata } from '@/components/pages/search/search-page';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ searchParams }: Props) {
  return searchMetadata('en', searchParams);
}

export default function Page({ searchParams }: Props) {
  return <SearchPage locale="en" searchParams={searchParams} />;
}
