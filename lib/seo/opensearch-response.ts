import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { openSearchDescription, OPENSEARCH_TYPE } from './opensearch';

export function openSearchResponse(locale: Locale): Response {
  return new Response(openSearchDescription(config.siteUrl, locale), {
    // As the sitemap: revalidated at every use, so a cache in front never keeps another deployment's origin.
    headers: {
      'Content-Type': `${OPENSEARCH_TYPE}; charset=utf-8`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
