import { localePath, type Locale } from '@/lib/i18n/locales';

/**
 * The address of a page as it appears in links, canonical tags and the sitemap ('/vision&mission' stays as is), in
 * a language: `/aboutrasi` in English, `/ta/aboutrasi` in Tamil.
 */
export function pageHref(path: string, locale: Locale = 'en'): string {
  const href = localePath(locale, path);
  return href === '/' ? '/' : encodeURI(href);
}

/** The absolute address of a page on the site, for crawlers, feeds and structured data. */
export function pageUrl(path: string, siteUrl: string, locale: Locale = 'en'): string {
  return `${siteUrl}${pageHref(path, locale)}`;
}

/** An address for crawlers and feed readers: one on this site ('/media/…', '/files/…') made absolute on SITE_URL. */
export function absoluteUrl(href: string, siteUrl: string): string {
  return new URL(href, `${siteUrl}/`).href;
}
