import { openSearchResponse } from '@/lib/seo/opensearch-response';

// Built once, like the sitemap: the build writes it for the placeholder origin, and the page cache swaps in the
// SITE_URL of the server that serves it (lib/serving/page-cache/site-origin.mjs).
export const dynamic = 'force-static';

export function GET() {
  return openSearchResponse('ta');
}
