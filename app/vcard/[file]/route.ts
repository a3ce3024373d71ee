import { publicCacheHeaders } from '@/lib/api/data-policy';
import { readOnlyRouteHandlers } from '@/lib/api/route-handlers';
import { config } from '@/lib/config';
import { memberById } from '@/lib/member-pages';
import { memberVcard, memberVcardFileName } from '@/lib/member-vcard';

// Written per request with this server's SITE_URL: the page cache swaps the build's placeholder origin for it in a
// stored body, which would leave a folded URL line misfolded (75 octets, RFC 6350 §3.2). A card costs no render.
export const dynamic = 'force-dynamic';

// A download for a visitor's contact book, not a page for search results.
const NOINDEX = { 'X-Robots-Tag': 'noindex' };

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRouteHandlers(
  async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
    const { file } = await params;
    const member = file.endsWith('.vcf') ? memberById(file.slice(0, -'.vcf'.length)) : undefined;
    // The address is never echoed: it holds whatever a visitor typed.
    if (!member) {
      return new Response('No member firm of RASI has this contact card: the address may be mistyped.\n', {
        status: 404,
        headers: { ...NOINDEX, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    return new Response(memberVcard(member, config.siteUrl), {
      status: 200,
      headers: {
        ...NOINDEX,
        'Content-Type': 'text/vcard; charset=utf-8',
        'Content-Disposition': `attachment; filename="${memberVcardFileName(member.id)}"`,
        ...publicCacheHeaders(),
      },
    });
  },
);
