/** The address of a page as it appears in links, canonical tags and the sitemap ('/vision&mission' stays as is). */
export function pageHref(path: string): string {
  return path === '/' ? '/' : encodeURI(path);
}

/** The absolute address of a page on the site, for crawlers, feeds and structured data. */
export function pageUrl(path: string, siteUrl: string): string {
  return `${siteUrl}${pageHref(path)}`;
}

/** An address for crawlers and feed readers: one on this site ('/media/…', '/files/…') made absolute on SITE_URL. */
export function absoluteUrl(href: string, siteUrl: string): string {
  return new URL(href, `${siteUrl}/`).href;
}
