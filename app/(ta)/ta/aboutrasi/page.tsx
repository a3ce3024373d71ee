// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
import { AboutPage } from '@/components/pages/aboutrasi/about-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/aboutrasi', 'ta');

export default function Page() {
  return <AboutPage locale="ta" />;
}
