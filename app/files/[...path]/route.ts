import type { NextRequest } from 'next/server';
import { fileRedirect } from '@/lib/api/assets';
import { readOnlyRouteHandlers } from '@/lib/api/route-handlers';

export const dynamic = 'force-dynamic';

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRouteHandlers((request: NextRequest) => {
  // The path as requested, still percent-encoded: /files/<path below ASSET_BASE_URL>.
  const [, , ...path] = request.nextUrl.pathname.split('/');
  return fileRedirect(path.join('/'), request.nextUrl.search);
});
