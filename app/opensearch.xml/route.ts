import { config } from '@/lib/config';
import { openSearchDescription, OPENSEARCH_TYPE } from '@/lib/seo/opensearch';

// Built once, like the sitemap: the build writes it for the placeholder origin, and the page cache swaps in the
// SITE_URL of the server that serves it (lib/page-cache/site-origin.mjs).
export const dynamic = 'force-static';

export function GET() {
  return new Response(openSearchDescription(config.siteUrl), {
    // As the sitemap: revalidated at every use, so a cache in front never keeps another deployment's origin.
    headers: {
      'Content-Type': `${OPENSEARCH_TYPE}; charset=utf-8`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
