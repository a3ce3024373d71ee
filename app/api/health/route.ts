import { health } from '@/lib/api/health';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(health(), { headers: { 'Cache-Control': 'no-store' } });
}
