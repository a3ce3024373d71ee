import { documentRouteHandlers } from '@/lib/api/route-handlers';
import { emptyFeed, feedDocument } from '@/lib/feeds/documents';

export const dynamic = 'force-dynamic';

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = documentRouteHandlers({
  contentType: 'application/rss+xml; charset=utf-8',
  build: feedDocument,
  fallback: emptyFeed,
});
