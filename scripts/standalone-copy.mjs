// A private copy of the standalone build for one test or benchmark server. Next writes regenerated pages beside the
// build (.next/server/route-cache), so servers sharing one folder would serve each other's pages, and a run would
// leave its data in the folder that gets deployed.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const STANDALONE = resolve(fileURLToPath(new URL('..', import.meta.url)), '.next/standalone');

function backdate(dir, when) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) backdate(path, when);
    else utimesSync(path, when, when);
  }
}

/**
 * Copies .next/standalone (node_modules is linked, not copied) without the caches earlier servers left in it, and
 * returns the folder and a function that removes it. The prerendered pages are dated a day back, as on a host that
 * started long after its build: the first request of each page regenerates it from the backend under test instead
 * of waiting out the freshness window the build was made with.
 */
export function copyStandalone() {
  if (!existsSync(join(STANDALONE, 'server.js'))) {
    throw new Error(`No standalone build in ${STANDALONE}: run \`npm run build\` first.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'rasi-site-'));
  cpSync(STANDALONE, dir, {
    recursive: true,
    filter: (source) =>
      !/^\/(node_modules|\.next\/cache|\.next\/server\/route-cache)(\/|$)/.test(source.slice(STANDALONE.length)),
  });
  symlinkSync(join(STANDALONE, 'node_modules'), join(dir, 'node_modules'), 'dir');
  backdate(join(dir, '.next/server/app'), new Date(Date.now() - 24 * 3600 * 1000));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
