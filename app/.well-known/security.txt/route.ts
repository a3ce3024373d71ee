import { config } from '@/lib/config';
import { securityTxt } from '@/lib/seo/security-txt';

// Built once, like the sitemap: the build writes it for the placeholder origin, and the page cache swaps in the
// SITE_URL of the server that serves it (lib/serving/page-cache/site-origin.mjs).
export const dynamic = 'force-static';

export function GET() {
  return new Response(securityTxt(config.siteUrl), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
