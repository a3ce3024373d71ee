import { publicCacheHeaders } from '@/lib/api/data-policy';
import { readOnlyRouteHandlers } from '@/lib/api/route-handlers';
import { config } from '@/lib/config';
import { eventCalendarFile } from '@/lib/feeds/documents';

export const dynamic = 'force-dynamic';

// A download for a visitor's calendar, not a page for search results.
const NOINDEX = { 'X-Robots-Tag': 'noindex' };

function text(status: number, body: string, headers: Record<string, string>): Response {
  return new Response(body, {
    status,
    headers: { ...NOINDEX, 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRouteHandlers(
  async (_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) => {
    const { kind, file } = await params;
    const found = await eventCalendarFile(kind, file);
    // The address is never echoed: it holds whatever a visitor typed.
    if (found === 'unknown') {
      // Not cached: the event may be listed at the next refresh, and its page's link must work at once.
      return text(404, 'This event is not in the calendar of RASI: it may be over, or the address is mistyped.\n', {
        'Cache-Control': 'no-store',
      });
    }
    if (found === 'unavailable') {
      return text(503, 'Today’s events cannot be loaded just now. Please try again in a minute.\n', {
        'Cache-Control': 'no-store',
        'Retry-After': String(config.revalidateSeconds),
      });
    }
    return new Response(found.body, {
      status: 200,
      headers: {
        ...NOINDEX,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${found.fileName}"`,
        ...publicCacheHeaders(),
      },
    });
  },
);
