import { LiveDataProvider } from '@/components/data/live-lists';
import { PageShell } from '@/components/layout/page-shell';
import { AddToCalendar } from '@/components/media/add-to-calendar';
import { Committee } from '@/components/media/committee';
import { JsonLd } from '@/components/seo/json-ld';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { Card, CardGrid } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { getExhibitors } from '@/lib/api/backend';
import { pageData } from '@/lib/api/backend';
import { config } from '@/lib/config';
import { TRADE_FAIR_ROLES, tradeFairs, tradeFairsIntro } from '@/content/trade-fairs';
import type { TradeFair } from '@/content/types';
import { eventAnchor, tradeFairLinks } from '@/lib/feeds/calendar-events';
import { formatDateRange, todayInIndia } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import { graphLd, tradeFairsLd } from '@/lib/seo/structured-data';

const PATH = '/tradefairs';

export const metadata = pageMetadata(PATH);

/** `upcoming`: fairs still to come get 'Add to calendar' links; a past fair is a record, not a date to keep. */
function FairCards({ fairs, upcoming = false }: { fairs: readonly TradeFair[]; upcoming?: boolean }) {
  return (
    <CardGrid min="18rem">
      {fairs.map((fair) => (
        <Card
          key={fair.id}
          id={eventAnchor('tradefair', fair.id)}
          title={fair.name}
          meta={
            <>
              <time dateTime={fair.startDate}>{formatDateRange(fair.startDate, fair.endDate)}</time> · {fair.venue}
            </>
          }
        >
          <p>{fair.description}</p>
          <p>
            <strong>{TRADE_FAIR_ROLES[fair.rasiRole]}</strong> · Organiser: {fair.organiser}
          </p>
          {upcoming ? <AddToCalendar title={fair.name} links={tradeFairLinks(fair)} /> : null}
        </Card>
      ))}
    </CardGrid>
  );
}

export default async function TradeFairsPage() {
  const exhibitors = await pageData(getExhibitors);
  const today = todayInIndia();
  const upcoming = tradeFairs.filter((f) => f.endDate >= today).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const past = tradeFairs.filter((f) => f.endDate < today).sort((a, b) => b.startDate.localeCompare(a.startDate));

  return (
    <PageShell path={PATH} lead={tradeFairsIntro[0]}>
      <Prose paragraphs={tradeFairsIntro.slice(1)} />
      <SubscribeLink kind="calendar" />
      <JsonLd data={graphLd(tradeFairsLd(tradeFairs, config.siteUrl))} />
      {upcoming.length ? (
        <Section title="Upcoming fairs">
          <FairCards fairs={upcoming} upcoming />
        </Section>
      ) : null}
      <Section title="Exhibitors and expo committee">
        <LiveDataProvider>
          <Committee exhibitors={exhibitors} />
        </LiveDataProvider>
      </Section>
      {past.length ? (
        <Section title="Past fairs">
          <FairCards fairs={past} />
        </Section>
      ) : null}
    </PageShell>
  );
}
