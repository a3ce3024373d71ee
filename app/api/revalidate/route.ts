import { revalidateTag } from 'next/cache';
import { dataTag } from '@/lib/serving/page-cache/page-cache-state.mjs';
import { processWide } from '@/lib/process-state.mjs';
import { config } from '@/lib/config';
import { revalidateHandlers } from '@/lib/webhook/handler';
import { ACCEPTED_CALLS_PER_MINUTE, createRateLimit } from '@/lib/webhook/rate-limit';
import { memoryReplayGuard, sharedReplayGuard } from '@/lib/webhook/replay-guard';

export const dynamic = 'force-dynamic';

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = revalidateHandlers({
  secrets: config.revalidateSecrets,
  // `expire: 0`: the next request for a page showing the list regenerates it rather than getting the old one first.
  revalidate: (calls) => calls.forEach((name) => revalidateTag(dataTag(name), { expire: 0 })),
  replays: processWide('webhook.replays', () => (config.cacheRedisUrl ? sharedReplayGuard() : memoryReplayGuard())),
  limit: processWide('webhook.limit', () => createRateLimit({ limit: ACCEPTED_CALLS_PER_MINUTE, windowMs: 60_000 })),
});
