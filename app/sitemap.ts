import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { escapeXml } from '@/lib/feeds/xml';
import { LOCALES } from '@/lib/i18n/locales';
import { ROUTES, type SiteRoute } from '@/lib/routes';
import { pageUrl } from '@/lib/seo/urls';

function frequency(route: SiteRoute): MetadataRoute.Sitemap[number]['changeFrequency'] {
  return route.backendFed ? 'daily' : 'monthly';
}

function priority(route: SiteRoute): number {
  if (route.path === '/') return 1;
  return route.backendFed || route.group === 'members' || route.group === 'contact' ? 0.8 : 0.6;
}

// Next writes a `url` into <loc> and an alternate into <xhtml:link href> as it is, unescaped: '/vision&mission'
// would make the whole sitemap invalid XML.
const url = (path: string, locale: (typeof LOCALES)[number]) => escapeXml(pageUrl(path, config.siteUrl, locale));

/** Every page in both languages, each entry naming its twin (and itself), as Google asks of hreflang in sitemaps. */
export default function sitemap(): MetadataRoute.Sitemap {
  return LOCALES.flatMap((locale) =>
    ROUTES.map((route) => ({
      url: url(route.path, locale),
      changeFrequency: frequency(route),
      priority: priority(route),
      alternates: {
        languages: {
          ...Object.fromEntries(LOCALES.map((other) => [other, url(route.path, other)])),
          'x-default': url(route.path, 'en'),
        },
      },
    })),
  );
}
