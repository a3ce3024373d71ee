import { readCappedBytes } from '@/lib/api/client';
import { metricsRecorder } from '@/lib/serving/metrics.mjs';
import { acceptBeacon, refusedBeforeReading } from '@/lib/vitals/endpoint.mjs';
import { MAX_BEACON_BYTES } from '@/lib/vitals/field-beacon.mjs';

// Visitors' field reports. The standalone server answers them before Next (lib/vitals/endpoint.mjs); this
// handler answers them the same way where it does not run (`npm run dev`).
export const dynamic = 'force-dynamic';

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  const early = refusedBeforeReading({
    fetchSite: request.headers.get('sec-fetch-site'),
    contentLength: request.headers.get('content-length'),
  });
  if (early) return answer(early);
  const bytes = await readCappedBytes(request, MAX_BEACON_BYTES);
  if (!bytes) return answer(413);
  return answer(acceptBeacon(bytes.toString('utf8'), metricsRecorder()));
}
