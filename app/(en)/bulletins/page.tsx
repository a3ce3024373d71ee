import { BulletinsPage } from '@/components/pages/bulletins/bulletins-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/bulletins', 'en');

export default function Page() {
  return <BulletinsPage locale="en" />;
}
