import { webAppManifest } from '@/lib/web-app-manifest';

// The Tamil pages' manifest (lib/metadata.ts links it), beside app/manifest.ts's English one.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(webAppManifest('ta'), { headers: { 'Content-Type': 'application/manifest+json' } });
}
