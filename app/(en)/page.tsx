import { HomePage } from '@/components/pages/home/home-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/', 'en');

export default function Page() {
  return <HomePage locale="en" />;
}
