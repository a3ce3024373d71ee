import { escapeXml } from '@/lib/feeds/xml';
import { SEARCH_PATH } from '@/lib/search/constants';
import { SITE } from '@/content/association';

export const OPENSEARCH_PATH = '/opensearch.xml';
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

/**
 * The OpenSearch description that lets a browser add the site's search (`/search?q=`) as a search engine. Every
 * address is absolute on `siteUrl`, as the specification asks.
 */
export function openSearchDescription(siteUrl: string): string {
  const url = (path: string) => escapeXml(`${siteUrl}${path}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeXml(SITE.shortName)}</ShortName>
  <Description>${escapeXml(`Search the website of the ${SITE.name}`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>en-IN</Language>
  <Image width="192" height="192" type="image/png">${url('/images/icon-192.png')}</Image>
  <Url type="text/html" method="get" template="${url(`${SEARCH_PATH}?q={searchTerms}`)}"/>
  <Url type="${OPENSEARCH_TYPE}" rel="self" template="${url(OPENSEARCH_PATH)}"/>
</OpenSearchDescription>
`;
}
