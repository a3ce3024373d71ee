import { LiveDataProvider } from '@/components/data/live-lists';
import { PageShell } from '@/components/layout/page-shell';
import { BulletinYears } from '@/components/media/bulletin-years';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { getBulletins } from '@/lib/api/backend';
import { pageData } from '@/lib/api/backend';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/bulletins';

export const metadata = pageMetadata(PATH);

export default async function BulletinsPage() {
  const bulletins = await pageData(getBulletins);
  return (
    <PageShell
      path={PATH}
      lead="Each year's bulletin records the association's meetings, programmes, delegations and representations."
    >
      <SubscribeLink kind="rss" />
      <LiveDataProvider>
        <BulletinYears bulletins={bulletins} leading />
      </LiveDataProvider>
    </PageShell>
  );
}
