import { health } from '@/lib/api/data-policy';
import { methodNotAllowed } from '@/lib/api/route-handlers';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return Response.json(await health(), { headers: { 'Cache-Control': 'no-store' } });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
