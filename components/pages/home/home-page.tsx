import { PageLink } from '@/components/ui/page-link';
import { LiveDataProvider } from '@/components/data/live-lists';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { BulletinYears } from '@/components/media/bulletin-years';
import { Committee } from '@/components/media/committee';
import { EventList } from '@/components/media/event-list';
import { GalleryGrid } from '@/components/media/gallery-grid';
import { LastUpdated } from '@/components/layout/last-updated';
import { PrintMasthead } from '@/components/layout/print-masthead';
import { NotificationList } from '@/components/media/notification-list';
import { eventShares, notificationShares } from '@/components/media/share-links';
import { JsonLd } from '@/components/seo/json-ld';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { Card, CardGrid, Figures } from '@/components/ui/cards';
import { Prose, Section } from '@/components/ui/section';
import { pageData, type Bulletin } from '@/lib/api/data-policy';
import { newestFirst } from '@/lib/bulletins';
import { lastUpdated } from '@/lib/last-updated';
import { config } from '@/lib/config';
import { SITE } from '@/content/association';
import * as content from '@/content/home';
import { MEDIA_TEXT } from '@/content/ui';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { routeFor } from '@/lib/routes';
import { pageHref } from '@/lib/seo/page-urls';
import { completedYears, todayInIndia } from '@/lib/format';
import { graphLd, organizationLd, todaysEventsLd, websiteLd } from '@/lib/seo/structured-data';
import styles from './home.module.css';

// The home page shows a few items of each list; only those go into its HTML and its RSC payload.
const HOME_LIMIT = 4;

function latestBulletin(bulletins: readonly Bulletin[]): readonly Bulletin[] {
  const latest = [...bulletins].sort(newestFirst)[0];
  return latest ? [{ ...latest, events: latest.events.slice(0, 3) }] : [];
}

function More({ href, children }: { href: string; children: string }) {
  return (
    <p className={styles.more}>
      <PageLink href={href}>{children} →</PageLink>
    </p>
  );
}

export async function HomePage({ locale }: { locale: Locale }) {
  const { atAGlance, quickLinks, welcome, yearsOfService } = inLocale(content, locale);
  // Counted on the day the page is rendered (it is regenerated every REVALIDATE_SECONDS), never a fixed number.
  const figures = [
    ...atAGlance.slice(0, 2),
    { value: String(completedYears(SITE.foundedOn, todayInIndia())), label: yearsOfService },
    ...atAGlance.slice(2),
  ];
  const text = content.homePageText;
  const media = MEDIA_TEXT[locale];
  const href = (path: string) => pageHref(path, locale);
  const [banners, bulletins, notifications, events, gallery, exhibitors] = await Promise.all([
    pageData('banners'),
    pageData('bulletins'),
    pageData('notifications'),
    pageData('events'),
    pageData('gallery'),
    pageData('exhibitors'),
  ]);
  const shownNotifications = notifications.slice(0, HOME_LIMIT);
  const shownBulletins = latestBulletin(bulletins);
  const shownGallery = gallery.slice(0, HOME_LIMIT);
  // The newest of what the page shows: its own words' date, or a later item of the backend's lists.
  const updated = lastUpdated(routeFor('/'), locale, [
    ...shownNotifications.map((n) => n.date),
    ...shownBulletins.flatMap((b) => b.events.map((e) => e.date)),
    ...events.map((e) => e.date),
    ...shownGallery.map((g) => g.date),
  ]);

  return (
    <LiveDataProvider>
      <PrintMasthead path="/" locale={locale} className="container" />
      <BannerCarousel banners={banners} text={media} />
      <div className="container">
        <section className={styles.welcome} aria-labelledby="welcome">
          <h1 id="welcome">{welcome.heading}</h1>
          <Prose paragraphs={welcome.paragraphs} />
          <Figures figures={figures} />
        </section>

        <div className={styles.columns}>
          <Section title={text.latestNotificationsHeading} locale={locale}>
            <NotificationList
              notifications={shownNotifications}
              limit={HOME_LIMIT}
              text={media}
              share={notificationShares(shownNotifications, locale)}
            />
            <More href={href('/notification')}>{text.allNotificationsLink[locale]}</More>
          </Section>
          <Section title={text.bulletinsHeading} locale={locale}>
            <BulletinYears bulletins={shownBulletins} limitYears={1} limitEvents={3} headingLevel={3} text={media} />
            <More href={href('/bulletins')}>{text.allBulletinsLink[locale]}</More>
          </Section>
        </div>

        <Section title={text.todayHeading} locale={locale}>
          <EventList events={events} text={media} share={eventShares(events, locale)} />
          <SubscribeLink kind="calendar" locale={locale} />
          {events.length ? <JsonLd data={graphLd(todaysEventsLd(events, todayInIndia(), config.siteUrl))} /> : null}
        </Section>

        <Section title={text.galleryHeading} locale={locale}>
          <GalleryGrid items={shownGallery} limit={HOME_LIMIT} text={media} />
          <More href={href('/gallery')}>{text.fullGalleryLink[locale]}</More>
        </Section>

        <Section title={text.expoCommitteeHeading} locale={locale}>
          <Committee exhibitors={exhibitors.slice(0, HOME_LIMIT)} limit={HOME_LIMIT} text={media} />
          <More href={href('/tradefairs')}>{text.tradeFairsLink[locale]}</More>
        </Section>

        <Section title={text.helpHeading} locale={locale}>
          <CardGrid>
            {quickLinks.map((link) => (
              <Card key={link.href} title={link.title}>
                <p>{link.blurb}</p>
                <p>
                  <PageLink href={href(link.href)}>{link.title}</PageLink>
                </p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <LastUpdated date={updated} locale={locale} />
      </div>
      {/* The association and the site, on their home page only, as Google asks of WebSite and suggests for
          Organization: on every page they were 1.9 KB of HTML and as much again of router payload. */}
      <JsonLd data={organizationLd(config.siteUrl)} />
      <JsonLd data={websiteLd(config.siteUrl, locale)} />
    </LiveDataProvider>
  );
}
