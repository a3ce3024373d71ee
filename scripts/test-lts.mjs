// `npm run test:lts`: the current Node LTS builds the site and serves it, while the rest of `npm test` runs on the
// Node the machine has (20 in CI). Node 24 comes from the npm registry's `node` package, which ships the binary, so
// the run needs the registry and nothing else. On Node 24:
// - the e2e smoke set (the tests tagged @smoke) against the checkout's build, which Node 24 serves;
// - e2e/adding-a-page.spec.ts (`npm run test:new-page`), which builds a copy of the project with a page added and
//   serves it: the build on Node 24, without a build of its own (a build is minutes of CI's two cores).
//
//   npm run test:lts                  # E2E_PORT and DEMO_PORT as for the Playwright suite
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LTS_MAJOR = 24;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Inside node_modules, so `npm ci` starts it afresh and two checkouts never share it.
const PREFIX = join(ROOT, 'node_modules', '.cache', `node-${LTS_MAJOR}`);
const NODE = join(PREFIX, 'node_modules', 'node', 'bin', 'node');

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `test:lts: ${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`,
    );
    process.exit(1);
  }
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
let started = performance.now();

mkdirSync(PREFIX, { recursive: true });
run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', PREFIX, `node@${LTS_MAJOR}`]);
const version = spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
if (!existsSync(NODE) || !version.startsWith(`v${LTS_MAJOR}.`)) {
  console.error(`test:lts: expected Node ${LTS_MAJOR} at ${NODE}, found ${version || 'nothing'}`);
  process.exit(1);
}
console.info(`test:lts: Node ${version} from the npm registry (${seconds(started)})`);

// Node 24 first on the PATH: npm, the build, Playwright and the server it starts (`node scripts/run.mjs start`)
// all run on it.
const env = { ...process.env, PATH: `${dirname(NODE)}${delimiter}${process.env.PATH ?? ''}` };

// Playwright reuses a server already on its port outside CI, which would be one on the machine's own Node.
const port = Number(process.env.E2E_PORT ?? 3100);
const answered = await fetch(`http://127.0.0.1:${port}/`).then(
  () => true,
  () => false,
);
if (answered) {
  console.error(`test:lts: something already answers on 127.0.0.1:${port}; stop it or set E2E_PORT`);
  process.exit(1);
}

if (!existsSync(join(ROOT, '.next', 'standalone', 'server.js'))) {
  console.error('test:lts: no build to serve in .next/standalone; run `npm run build:test` first');
  process.exit(1);
}

started = performance.now();
run('npx', ['playwright', 'test', '--project=chromium', '--grep', '@smoke'], env);
console.info(`test:lts: smoke set on Node ${version} (${seconds(started)})`);

started = performance.now();
run('npx', ['playwright', 'test', '--project=new-page'], env);
console.info(`test:lts: a copy with a page added, built and served on Node ${version} (${seconds(started)})`);
