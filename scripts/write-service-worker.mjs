// Writes the service worker (lib/offline/service-worker.cjs) into a standalone build as public/sw.js, after
// `next build` (scripts/run.mjs): above its text, the `CONFIG` it reads, which only the build knows: the build's
// identity, which names its caches, so that the next build's worker drops them; the offline pages' addresses; and
// the saved-copy notice in both languages (content/offline.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OFFLINE_PATH, SAVED_COPY_ID, SAVED_PAGES_ID, SERVICE_WORKER_PATH } from '../lib/offline/offline-paths.mjs';
import { importContentModule } from './write-routes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The build's identity, as the page cache names it (lib/serving/page-cache/cache-handler.mjs). */
async function buildIdentity(standalone) {
  return process.env.NEXT_DEPLOYMENT_ID || (await readFile(join(standalone, '.next/BUILD_ID'), 'utf8')).trim();
}

/** @param {string} standalone the standalone build's folder, public/ already copied into it */
export async function writeServiceWorker(standalone) {
  const { savedCopyNotice } = await importContentModule('offline');
  const config = {
    build: await buildIdentity(standalone),
    offline: { en: OFFLINE_PATH, ta: `/ta${OFFLINE_PATH}` },
    savedCopy: savedCopyNotice,
    savedCopyId: SAVED_COPY_ID,
    savedPagesId: SAVED_PAGES_ID,
  };
  const source = await readFile(join(ROOT, 'lib/offline/service-worker.cjs'), 'utf8');
  await writeFile(
    join(standalone, 'public', SERVICE_WORKER_PATH),
    `const CONFIG = ${JSON.stringify(config)};\n${source}`,
  );
}
