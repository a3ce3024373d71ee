import Link from 'next/link';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { memberBenefits, memberBenefitsIntro } from '@/content/member-benefits';
import { pageMetadata } from '@/lib/metadata';
import { routeFor } from '@/lib/routes';

const PATH = '/membersbenefits';

export const metadata = pageMetadata(PATH);

const membership = routeFor('/membership');

export default function MemberBenefitsPage() {
  return (
    <PageShell path={PATH} lead={memberBenefitsIntro}>
      <Section title="What members receive">
        <CardGrid>
          {memberBenefits.map((benefit) => (
            <Card key={benefit.title} title={benefit.title}>
              <p>{benefit.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Become a member">
        <p>
          <Link href={membership.path}>{membership.description}</Link>
        </p>
      </Section>
    </PageShell>
  );
}
