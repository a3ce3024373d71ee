import type { Metadata } from 'next';
import { FEED_PATH, FEED_TITLE } from './feeds/paths';
import { LOCALES, OG_LOCALE, otherLocale, type Locale } from './i18n/locales';
import { routeFor, routeText } from './routes';
import { shareImages } from './seo/share-image-spec';
import { pageHref } from './seo/urls';
import { SITE_TEXT } from '@/content/association';

/** The home page's title in each language: the association's name and its short name. */
export function homeTitle(locale: Locale): string {
  const site = SITE_TEXT[locale];
  return `${site.name} (${site.shortName})`;
}

export const HOME_TITLE = homeTitle('en');

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
    alternates: { types: FEED_ALTERNATES },
    openGraph: { type: 'website', siteName: site.name, locale: OG_LOCALE[locale] },
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * Title, description, canonical address, its twin in the other language and share cards of a page, all from the
 * one route table. A page's `openGraph` replaces the layout's whole, so the generated share image is named here,
 * not left to the file.
 */
export function pageMetadata(path: string, locale: Locale = 'en'): Metadata {
  const route = routeFor(path);
  const text = routeText(route, locale);
  const title = route.path === '/' ? homeTitle(locale) : text.title;
  const canonical = pageHref(route.path, locale);
  const images = shareImages(locale);
  return {
    title: route.path === '/' ? { absolute: title } : text.title,
    description: text.description,
    alternates: { canonical, languages: languageAlternates(route.path), types: FEED_ALTERNATES },
    openGraph: {
      type: 'website',
      siteName: SITE_TEXT[locale].name,
      locale: OG_LOCALE[locale],
      alternateLocale: OG_LOCALE[otherLocale(locale)],
      title,
      description: text.description,
      url: canonical,
      images: [images.openGraph],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: text.description,
      images: [images.twitter],
    },
  };
}
