import type { TodayEvent } from '@/lib/api/backend-types';
import type { TradeFair } from '@/content/content-shapes';
import { indiaDateTime } from '@/lib/india-time';
import { INTL_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { routeFor, routeText } from '@/lib/routes';
import { SEARCH_PATH } from '@/lib/search/search-limits';
import { SITE, SITE_TEXT } from '@/content/association';
import { UI } from '@/content/ui';
import { MEMBER_CATEGORY_LABELS, type Member } from '@/content/members';
import { DISTRICT_LABELS } from '@/content/glossary';
import { inLocale } from '@/lib/i18n/words';
import { memberPath } from '@/lib/member-pages';
import { absoluteUrl, pageUrl } from './page-urls';

// schema.org vocabulary as Google reads it for Organization, Event and BreadcrumbList rich results.
export type Thing = { readonly '@type': string; readonly [property: string]: unknown };
export type JsonLdDocument = Thing & { readonly '@context': 'https://schema.org' };

const CONTEXT = 'https://schema.org' as const;
export const LOGO_PATH = '/images/icon-512.png';

export function postalAddress(): Thing {
  const a = SITE.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: `${a.building}, ${a.street}, ${a.locality}`,
    addressLocality: a.city,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.country,
  };
}

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** A reference to the association, for the organiser of its events. */
function rasi(siteUrl: string): Thing {
  return { '@type': 'Organization', '@id': organizationId(siteUrl), name: SITE.name, url: `${siteUrl}/` };
}

export function organizationLd(siteUrl: string): JsonLdDocument {
  const [office, guidance] = SITE.phones;
  const [general, membership, guidanceMail] = SITE.emails;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: SITE.name,
    alternateName: SITE.shortName,
    description: SITE.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${LOGO_PATH}`,
    foundingDate: String(SITE.founded),
    address: postalAddress(),
    telephone: office?.number,
    email: general?.address,
    contactPoint: [
      { contactType: 'general enquiries', telephone: office?.number, email: general?.address },
      { contactType: 'membership', telephone: office?.number, email: membership?.address },
      { contactType: 'guidance cell', telephone: guidance?.number, email: guidanceMail?.address },
    ].map((point) => ({ '@type': 'ContactPoint', areaServed: 'IN', ...point })),
  };
}

/** The site, with the search a results page can offer from it (Google's sitelinks search box reads this). */
export function websiteLd(siteUrl: string, locale: Locale = 'en'): JsonLdDocument {
  const home = locale === 'en' ? `${siteUrl}/` : `${siteUrl}${localePath(locale, '/')}`;
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: SITE_TEXT[locale].name,
    alternateName: SITE_TEXT[locale].shortName,
    url: home,
    inLanguage: INTL_LOCALE[locale],
    publisher: { '@id': organizationId(siteUrl) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteUrl}${localePath(locale, SEARCH_PATH)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

function when(date: string, time: string | null): string {
  return time ? indiaDateTime(date, time) : date;
}

/**
 * Where one of today's events is held: at RASI Bhavan (or with no venue given), the association's own address;
 * anywhere else, the venue as the backend writes it ('RASI Thanjavur chapter office, Medical College Road,
 * Thanjavur'), never the head office's address under another place's name.
 */
function eventPlace(venue: string): Thing {
  if (!venue || venue.startsWith(SITE.address.building)) {
    return { '@type': 'Place', name: venue || SITE.address.building, address: postalAddress() };
  }
  return venuePlace(venue);
}

/** Today's events at the association, at its premises or elsewhere in the region. */
export function todaysEventsLd(events: readonly TodayEvent[], today: string, siteUrl: string): Thing[] {
  return events.map((event) => {
    const date = event.date ?? today;
    return {
      '@type': 'Event',
      name: event.title || `${SITE.shortName} event`,
      description: event.description || undefined,
      startDate: when(date, event.startTime),
      endDate: event.startTime && event.endTime ? when(date, event.endTime) : undefined,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: eventPlace(event.venue),
      image: event.image ? [absoluteUrl(event.image, siteUrl)] : undefined,
      organizer: rasi(siteUrl),
      url: `${siteUrl}/`,
    };
  });
}

/** 'Chennai Trade Centre, Nandambakkam, Chennai' → the place's name, its street parts and its city. */
function venuePlace(venue: string): Thing {
  const parts = venue
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const [name = venue, ...rest] = parts;
  const city = rest.pop();
  return {
    '@type': 'Place',
    name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: rest.length ? rest.join(', ') : undefined,
      addressLocality: city ?? name,
    },
  };
}

export function tradeFairsLd(fairs: readonly TradeFair[], siteUrl: string): Thing[] {
  return fairs.map((fair) => ({
    '@type': 'Event',
    name: fair.name,
    description: fair.description,
    startDate: fair.startDate,
    endDate: fair.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: venuePlace(fair.venue),
    organizer: fair.organiser === SITE.name ? rasi(siteUrl) : { '@type': 'Organization', name: fair.organiser },
    url: pageUrl('/tradefairs', siteUrl),
  }));
}

/**
 * A member firm, on its page: what the page shows of it, and nothing the firm did not publish (no telephone when it
 * gave none). Its products as the offers it makes, in the page's language; the firm's registered name and its
 * address in English, as the association's own are.
 */
export function memberLd(member: Member, locale: Locale, siteUrl: string): JsonLdDocument {
  const m = inLocale(member, locale);
  const url = pageUrl(memberPath(m.id), siteUrl, locale);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${pageUrl(memberPath(m.id), siteUrl, 'en')}#organization`,
    name: m.firm,
    url,
    address: {
      '@type': 'PostalAddress',
      addressLocality: DISTRICT_LABELS[m.district].en,
      addressRegion: SITE.address.region,
      addressCountry: SITE.address.country,
    },
    ...(m.phone ? { telephone: m.phone } : {}),
    knowsAbout: MEMBER_CATEGORY_LABELS[m.category][locale],
    memberOf: rasi(siteUrl),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'enquiries',
      name: m.contact,
      ...(m.phone ? { telephone: m.phone } : {}),
    },
    makesOffer: m.products.map((product) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Product', name: product },
    })),
  };
}

/** Several things in one script element. */
export function graphLd(things: readonly Thing[]): { '@context': typeof CONTEXT; '@graph': readonly Thing[] } {
  return { '@context': CONTEXT, '@graph': things };
}

/**
 * Home › page, as the visible breadcrumb shows it (the group labels are not pages, so they are left out); with a
 * subpage (a member firm's, below the directory), Home › page › subpage.
 */
export function breadcrumbLd(
  path: string,
  siteUrl: string,
  locale: Locale = 'en',
  subpage?: { readonly path: string; readonly name: string },
): JsonLdDocument {
  const route = routeFor(path);
  const items = [
    { name: UI[locale].home, item: pageUrl('/', siteUrl, locale) },
    { name: routeText(route, locale).title, item: pageUrl(route.path, siteUrl, locale) },
    ...(subpage ? [{ name: subpage.name, item: pageUrl(subpage.path, siteUrl, locale) }] : []),
  ];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, ...item })),
  };
}
