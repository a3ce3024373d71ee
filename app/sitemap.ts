import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { escapeXml } from '@/lib/feeds/xml';
import { ROUTES, type SiteRoute } from '@/lib/routes';
import { pageUrl } from '@/lib/seo/urls';

function frequency(route: SiteRoute): MetadataRoute.Sitemap[number]['changeFrequency'] {
  return route.backendFed ? 'daily' : 'monthly';
}

function priority(route: SiteRoute): number {
  if (route.path === '/') return 1;
  return route.backendFed || route.group === 'members' || route.group === 'contact' ? 0.8 : 0.6;
}

export default function sitemap(): MetadataRoute.Sitemap {
  return ROUTES.map((route) => ({
    // Next writes `url` into <loc> as it is, unescaped: '/vision&mission' would make the whole sitemap invalid XML.
    url: escapeXml(pageUrl(route.path, config.siteUrl)),
    changeFrequency: frequency(route),
    priority: priority(route),
  }));
}
