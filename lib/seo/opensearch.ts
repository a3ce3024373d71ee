import { escapeXml } from '@/lib/feeds/xml';
import { INTL_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { SEARCH_PATH } from '@/lib/search/search-limits';
import { SITE_TEXT } from '@/content/association';

export const OPENSEARCH_PATH = '/opensearch.xml';

/** Each language's description: `/opensearch.xml`, `/ta/opensearch.xml`, each searching its own pages. */
export function opensearchPath(locale: Locale): string {
  return localePath(locale, OPENSEARCH_PATH);
}

const DESCRIPTION: Readonly<Record<Locale, (name: string) => string>> = {
  en: (name) => `Search the website of the ${name}`,
  // The genitive: சங்கம் → சங்கத்தின்.
  ta: (name) => `${name.replace(/ம்$/u, 'த்தின்')} இணையதளத்தில் தேடுக`,
};
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

/**
 * The OpenSearch description that lets a browser add the site's search (`/search?q=`) as a search engine. Every
 * address is absolute on `siteUrl`, as the specification asks.
 */
export function openSearchDescription(siteUrl: string, locale: Locale = 'en'): string {
  const site = SITE_TEXT[locale];
  const url = (path: string) => escapeXml(`${siteUrl}${path}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeXml(site.shortName)}</ShortName>
  <Description>${escapeXml(DESCRIPTION[locale](site.name))}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${INTL_LOCALE[locale]}</Language>
  <Image width="192" height="192" type="image/png">${url('/images/icon-192.png')}</Image>
  <Url type="text/html" method="get" template="${url(`${localePath(locale, SEARCH_PATH)}?q={searchTerms}`)}"/>
  <Url type="${OPENSEARCH_TYPE}" rel="self" template="${url(opensearchPath(locale))}"/>
</OpenSearchDescription>
`;
}
