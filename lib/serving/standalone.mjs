// Puts the standalone wrapper (standalone-server.cjs) in front of the server `next build` leaves in
// .next/standalone: Next's server.js becomes next-server.js, and server.js, which a Node host runs, requires the
// wrapper. The wrapper and the modules it loads are copied to the same paths under .next/standalone as here, so their
// imports of each other hold there too; the page cache, which Next's output tracing copies, loads the same files.
import { readFileSync } from 'node:fs';
import { cp, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The wrapper and every module it loads, directly or not. */
export const WRAPPER_FILES = Object.freeze(
  [
    './standalone-server.cjs',
    './respond.mjs',
    '../process-state.mjs',
    './request-context.mjs',
    './metrics.mjs',
    './starting-gate.mjs',
    '../vitals/endpoint.mjs',
    '../vitals/field-beacon.mjs',
    '../vitals/page-routes.mjs',
    '../security-headers.mjs',
    '../env.mjs',
  ].map((file) => relative(ROOT, fileURLToPath(new URL(file, import.meta.url)))),
);

/** The packages the wrapper imports itself (prom-client with METRICS_PORT), which Next's output tracing cannot see. */
const WRAPPER_PACKAGES = ['lru-cache', 'prom-client'];

/**
 * The folders of the wrapper's packages and of every package they depend on, as globs for next.config.mjs's
 * `outputFileTracingIncludes`, so that they are in .next/standalone/node_modules.
 * @returns {string[]}
 */
export function wrapperPackageGlobs() {
  const found = new Set();
  const visit = (/** @type {string} */ name) => {
    if (found.has(name)) return;
    found.add(name);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency);
  };
  WRAPPER_PACKAGES.forEach(visit);
  return [...found].sort().map((name) => `./node_modules/${name}/**/*`);
}

/** @param {string} standaloneDir the build's .next/standalone */
export async function wrapStandaloneServer(standaloneDir) {
  await rename(join(standaloneDir, 'server.js'), join(standaloneDir, 'next-server.js'));
  for (const file of WRAPPER_FILES) await cp(join(ROOT, file), join(standaloneDir, file));
  await writeFile(
    join(standaloneDir, 'server.js'),
    `// Next's server (next-server.js) behind the site's wrapper: ${WRAPPER_FILES[0]} in the repository.\n` +
      `require('./${WRAPPER_FILES[0]}');\n`,
  );
}
