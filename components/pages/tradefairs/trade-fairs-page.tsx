import { LiveDataProvider } from '@/components/data/live-lists';
import { PageShell } from '@/components/layout/page-shell';
import { AddToCalendar } from '@/components/media/add-to-calendar';
import { Committee } from '@/components/media/committee';
import { JsonLd } from '@/components/seo/json-ld';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { Card, CardGrid } from '@/components/ui/cards';
import { ShareOnWhatsApp } from '@/components/ui/share-on-whatsapp';
import { Prose, Section } from '@/components/ui/section';
import { pageData } from '@/lib/api/data-policy';
import { config } from '@/lib/config';
import * as content from '@/content/trade-fairs';
import { MEDIA_TEXT } from '@/content/ui';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import type { TradeFair } from '@/content/content-shapes';
import { eventAnchor, tradeFairLinks } from '@/lib/feeds/calendar-events';
import { formatDateRange, todayInIndia } from '@/lib/format';
import { graphLd, tradeFairsLd } from '@/lib/seo/structured-data';

/** `upcoming`: fairs still to come get 'Add to calendar' links; a past fair is a record, not a date to keep. */
function FairCards({
  fairs,
  locale,
  upcoming = false,
}: {
  fairs: readonly TradeFair[];
  locale: Locale;
  upcoming?: boolean;
}) {
  const text = content.tradeFairsPageText;
  return (
    <CardGrid min="18rem">
      {fairs.map((fair) => (
        <Card
          key={fair.id}
          id={eventAnchor('tradefair', fair.id)}
          title={fair.name}
          meta={
            <>
              <time dateTime={fair.startDate}>{formatDateRange(fair.startDate, fair.endDate, locale)}</time> ·{' '}
              {fair.venue}
            </>
          }
        >
          <p>{fair.description}</p>
          <p>
            <strong>{content.TRADE_FAIR_ROLES[fair.rasiRole][locale]}</strong> · {text.organiserLabel[locale]}:{' '}
            {fair.organiser}
          </p>
          {upcoming ? (
            <AddToCalendar
              title={fair.name}
              links={tradeFairLinks(fair)}
              text={{ ...MEDIA_TEXT[locale], itemLang: undefined }}
            />
          ) : null}
          <ShareOnWhatsApp
            title={fair.name}
            path="/tradefairs"
            anchor={eventAnchor('tradefair', fair.id)}
            locale={locale}
          />
        </Card>
      ))}
    </CardGrid>
  );
}

export async function TradeFairsPage({ locale }: { locale: Locale }) {
  const { tradeFairs, tradeFairsIntro } = inLocale(content, locale);
  const text = content.tradeFairsPageText;
  const exhibitors = await pageData('exhibitors');
  const today = todayInIndia();
  const upcoming = tradeFairs.filter((f) => f.endDate >= today).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const past = tradeFairs.filter((f) => f.endDate < today).sort((a, b) => b.startDate.localeCompare(a.startDate));

  return (
    <PageShell path="/tradefairs" locale={locale} lead={tradeFairsIntro[0]}>
      <Prose paragraphs={tradeFairsIntro.slice(1)} />
      <SubscribeLink kind="calendar" locale={locale} />
      <JsonLd data={graphLd(tradeFairsLd(inLocale(content.tradeFairs, 'en'), config.siteUrl))} />
      {upcoming.length ? (
        <Section title={text.upcomingHeading} locale={locale}>
          <FairCards fairs={upcoming} locale={locale} upcoming />
        </Section>
      ) : null}
      <Section title={text.exhibitorsHeading} locale={locale}>
        <LiveDataProvider>
          <Committee exhibitors={exhibitors} text={MEDIA_TEXT[locale]} />
        </LiveDataProvider>
      </Section>
      {past.length ? (
        <Section title={text.pastHeading} locale={locale}>
          <FairCards fairs={past} locale={locale} />
        </Section>
      ) : null}
    </PageShell>
  );
}
