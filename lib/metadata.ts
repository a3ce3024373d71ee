import type { Metadata } from 'next';
import { FEED_PATH, FEED_TITLE } from './feeds/paths';
import { LOCALES, OG_LOCALE, otherLocale, type Locale } from './i18n/locales';
import { routeFor, routeText } from './routes';
import { shareImages } from './seo/share-image-spec';
import { pageHref } from './seo/page-urls';
import { fillIn, inLocale } from './i18n/words';
import { memberPath } from './member-pages';
import { SITE_TEXT } from '@/content/association';
import { DISTRICT_LABELS } from '@/content/glossary';
import { MEMBER_CATEGORY_LABELS, memberPageText, type Member } from '@/content/members';

/** The home page's title in each language: the association's name and its short name. */
export function homeTitle(locale: Locale): string {
  const site = SITE_TEXT[locale];
  return `${site.name} (${site.shortName})`;
}

/** The RSS feed, announced in the head of every page. */
export const FEED_ALTERNATES = { 'application/rss+xml': [{ url: FEED_PATH, title: FEED_TITLE }] };

/**
 * The page in every language, for `<link rel="alternate" hreflang>`: each language's address, and English as the
 * default for a reader whose language is neither. Both twins list the same set, so the links are reciprocal.
 */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((locale) => [locale, pageHref(path, locale)]),
  );
  languages['x-default'] = pageHref(path, 'en');
  return languages;
}

/** What a root layout puts in every page's head in its language; each page adds its own title and addresses. */
export function layoutMetadata(locale: Locale, siteUrl: string): Metadata {
  const site = SITE_TEXT[locale];
  return {
    metadataBase: new URL(siteUrl),
    title: { default: homeTitle(locale), template: `%s | ${site.shortName}` },
    description: site.description,
    applicationName: site.shortName,
    // English pages get app/manifest.ts's by Next's convention; a Tamil visitor's installed app opens in Tamil.
    ...(locale === 'ta' ? { manifest: '/ta/manifest.webmanifest' } : {}),
    alternates: { types: FEED_ALTERNATES },
    openGraph: { type: 'website', siteName: site.name, locale: OG_LOCALE[locale] },
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * Title, description, canonical address, its twin in the other language and share cards of a page at `path`. A
 * page's `openGraph` replaces the layout's whole, so the generated share image is named here, not left to the file.
 */
function addressedMetadata(
  path: string,
  locale: Locale,
  text: { title: string; description: string; absoluteTitle?: boolean },
): Metadata {
  const { title, description } = text;
  const canonical = pageHref(path, locale);
  const images = shareImages(locale);
  return {
    title: text.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical, languages: languageAlternates(path), types: FEED_ALTERNATES },
    openGraph: {
      type: 'website',
      siteName: SITE_TEXT[locale].name,
      locale: OG_LOCALE[locale],
      alternateLocale: OG_LOCALE[otherLocale(locale)],
      title,
      description,
      url: canonical,
      images: [images.openGraph],
    },
    twitter: { card: 'summary_large_image', title, description, images: [images.twitter] },
  };
}

/** The metadata of a page of the one route table. */
export function pageMetadata(path: string, locale: Locale = 'en'): Metadata {
  const route = routeFor(path);
  const text = routeText(route, locale);
  const home = route.path === '/';
  return addressedMetadata(route.path, locale, {
    title: home ? homeTitle(locale) : text.title,
    description: text.description,
    absoluteTitle: home,
  });
}

/** A member firm's page in a language: "Firm: industry, district", and what it makes, from its one record. */
export function memberMetadata(member: Member, locale: Locale): Metadata {
  const m = inLocale(member, locale);
  const district = DISTRICT_LABELS[m.district][locale];
  return addressedMetadata(memberPath(m.id), locale, {
    title: `${m.firm}: ${MEMBER_CATEGORY_LABELS[m.category][locale]}, ${district}`,
    description: fillIn(memberPageText.description[locale], {
      firm: m.firm,
      district,
      products: m.products.join(', '),
      year: m.memberSince,
    }),
  });
}

/** The page for an unknown member firm: its title, and kept out of search results. */
export function memberNotFoundMetadata(locale: Locale): Metadata {
  // No robots here: Next writes `noindex` into every 404 it renders.
  return { title: memberPageText.notFoundTitle[locale] };
}
