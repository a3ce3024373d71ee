import type { NextRequest } from 'next/server';
import { mediaResponse } from '@/lib/api/assets';
import { readOnlyRouteHandlers } from '@/lib/api/route-handlers';

export const dynamic = 'force-dynamic';

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRouteHandlers((request: NextRequest) => {
  // The path as requested, still percent-encoded: /media/<kind>/<path below ASSET_BASE_URL>.
  const [, , kind = '', ...path] = request.nextUrl.pathname.split('/');
  return mediaResponse(kind, path.join('/'), request.nextUrl.search);
});
