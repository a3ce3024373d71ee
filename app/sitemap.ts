import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { escapeXml } from '@/lib/feeds/xml';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MEMBER_IDS, memberPath } from '@/lib/member-pages';
import { ROUTES, type SiteRoute } from '@/lib/routes';
import { pageUrl } from '@/lib/seo/page-urls';

function frequency(route: SiteRoute): MetadataRoute.Sitemap[number]['changeFrequency'] {
  return route.showsBackendLists ? 'daily' : 'monthly';
}

function priority(route: SiteRoute): number {
  if (route.path === '/') return 1;
  return route.showsBackendLists || route.group === 'members' || route.group === 'contact' ? 0.8 : 0.6;
}

// Next writes a `url` into <loc> and an alternate into <xhtml:link href> as it is, unescaped: '/vision&mission'
// would make the whole sitemap invalid XML.
const url = (path: string, locale: Locale) => escapeXml(pageUrl(path, config.siteUrl, locale));

/** A page in one language, naming its twin (and itself), as Google asks of hreflang in sitemaps. */
function entry(path: string, locale: Locale, more: Omit<MetadataRoute.Sitemap[number], 'url' | 'alternates'>) {
  return {
    url: url(path, locale),
    ...more,
    alternates: {
      languages: {
        ...Object.fromEntries(LOCALES.map((other) => [other, url(path, other)])),
        'x-default': url(path, 'en'),
      },
    },
  };
}

/** Every page in both languages: the route table's, then each member firm's (content/members.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  return LOCALES.flatMap((locale) => [
    ...ROUTES.map((route) =>
      entry(route.path, locale, { changeFrequency: frequency(route), priority: priority(route) }),
    ),
    ...MEMBER_IDS.map((id) => entry(memberPath(id), locale, { changeFrequency: 'monthly', priority: 0.5 })),
  ]);
}
