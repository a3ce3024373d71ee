// The floor: bench/floor, a bare App Router page built with the site's own next, react and react-dom (resolved
// from the worktree's node_modules, nothing installed) and served by its own standalone server.js, so that the
// benchmark can print the site's figures as ratios to what the framework alone costs on this machine, measured
// in the same run.
//
// The build goes to bench/floor/.next and is reused while the floor's sources and those versions are unchanged.
// Turbopack's root is the worktree (next.config.mjs), because that is where node_modules is; it would also pick up
// the worktree's proxy.ts and instrumentation.ts from there, so the floor's pageExtensions is ['tsx'] only.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { freePort, launchServer } from '../scripts/servers.mjs';
import { ROOT, say } from './common.mjs';

export const FLOOR_DIR = join(ROOT, 'bench/floor');
const DIST = join(FLOOR_DIR, '.next');
// The standalone output mirrors the floor's path under the tracing root (the worktree).
const SERVER_DIR = join(DIST, 'standalone', relative(ROOT, FLOOR_DIR));
const STAMP = join(DIST, 'bench-floor-stamp.json');
const SOURCES = ['app', 'next.config.mjs', 'tsconfig.json'];
const requireFromFloor = createRequire(join(FLOOR_DIR, 'next.config.mjs'));

/** The versions the floor is built with: the ones the floor (and the site) resolve. */
export function floorVersions() {
  return Object.fromEntries(
    ['next', 'react', 'react-dom'].map((name) => [name, requireFromFloor(`${name}/package.json`).version]),
  );
}

function sourceHash() {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((entry) => {
    const path = join(FLOOR_DIR, entry);
    if (!existsSync(path)) return [];
    if (!entry.includes('.'))
      return readdirSync(path, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath ?? e.path, e.name));
    return [path];
  }).sort();
  for (const file of files) hash.update(`${relative(FLOOR_DIR, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/** Builds the floor unless a build of the same sources and versions is there. Returns the versions. */
export function buildFloor() {
  const versions = floorVersions();
  const stamp = JSON.stringify({ versions, sources: sourceHash() });
  if (existsSync(join(SERVER_DIR, 'server.js')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) {
    say(
      `floor: reusing its build (next ${versions.next}, react ${versions.react}, react-dom ${versions['react-dom']})`,
    );
    return versions;
  }
  say(
    `floor: building bench/floor (next ${versions.next}, react ${versions.react}, react-dom ${versions['react-dom']})`,
  );
  rmSync(DIST, { recursive: true, force: true });
  const started = Date.now();
  const build = spawnSync(process.execPath, [requireFromFloor.resolve('next/dist/bin/next'), 'build'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the floor's build failed:\n${build.stdout}\n${build.stderr}`);
  if (!existsSync(join(SERVER_DIR, 'server.js')))
    throw new Error(`the floor's build left no ${relative(ROOT, SERVER_DIR)}/server.js:\n${build.stdout}`);
  // The standalone server serves .next/static only when it sits beside it (the floor has no public/).
  cpSync(join(DIST, 'static'), join(SERVER_DIR, '.next/static'), { recursive: true });
  writeFileSync(STAMP, stamp);
  say(`floor: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return versions;
}

/** The floor's standalone server.js on a free loopback port, with `env` besides; ready once / answers 200. */
export async function startFloor(env = {}) {
  return launchServer({ dir: SERVER_DIR, port: await freePort(), readyPath: '/', env });
}
