// `npm run check:upgrade [-- <version>] [--keep]`: tries a newer next on a copy of the project, leaving this
// checkout untouched. In a temporary folder holding the project's git files (no node_modules, no .next), it
// installs next and eslint-config-next at that version, checks that the registry has Next's compiler for every
// platform (16.4.6 first came out without its macOS and Windows ones, and a lockfile made with it broke `npm ci`
// there), then runs the build, lint, the unit tests (lib/serving/page-cache/next-internals.test.ts names each internal of
// Next that moved) and the @smoke browser tests, each on its own ports. It prints one line per step and the end of
// what each failed step printed, and exits 1 when anything broke. Needs the network, and minutes: not in `npm test`.
// docs/upgrading.md says how to upgrade.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject, freePort } from './servers.mjs';
import {
  compilerPackages,
  formatSummary,
  isExactVersion,
  lockProblems,
  majorOf,
  parseArguments,
  pickVersion,
  USAGE,
  UsageError,
} from './upgrade-report.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let options;
try {
  options = parseArguments(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`check:upgrade: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.info(USAGE);
  process.exit(0);
}

/** What `npm view <spec> <field> --json` prints, parsed; undefined when the registry has no such package. */
function npmView(spec, field) {
  const result = spawnSync('npm', ['view', spec, field, '--json'], { encoding: 'utf8' });
  if (result.status !== 0) {
    if (/E404|No match found/.test(`${result.stdout}${result.stderr}`)) return undefined;
    throw new Error(`npm view ${spec} ${field} failed: ${(result.stderr || result.stdout).trim().split('\n')[0]}`);
  }
  return result.stdout.trim() ? JSON.parse(result.stdout) : undefined;
}

const pinned = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).dependencies?.next;
const spec = options.spec ?? (pinned && isExactVersion(pinned) ? majorOf(pinned) : 'latest');
let version;
try {
  version = pickVersion(npmView(`next@${spec}`, 'version'));
} catch (error) {
  console.error(`check:upgrade: could not ask the registry for next@${spec}: ${error.message}`);
  process.exit(1);
}
if (!version) {
  console.error(`check:upgrade: the registry has no next@${spec}`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'rasi-check-upgrade-'));
const logs = join(dir, 'logs');
const copy = join(dir, 'project');
console.info(`check:upgrade: next ${version} (package.json pins ${pinned}), in ${copy}`);

try {
  copyProject(copy);
} catch (error) {
  console.error(`check:upgrade: ${error.message}`);
  process.exit(1);
}
mkdirSync(logs);

// Its own ports, so that it neither reuses nor disturbs a server someone else runs (Playwright reuses one outside CI).
const env = { ...process.env, E2E_PORT: String(await freePort()), DEMO_PORT: String(await freePort()) };
delete env.BASE_URL;

/** Runs a command in the copy; its output goes to a log file and is kept for the summary. */
function run(name, command, args) {
  const log = join(logs, `${name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  let output = '';
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: copy, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        out.write(chunk);
      });
    }
    child.on('error', (error) => (output += `\n${error.message}`));
    child.on('close', (code) => out.end(() => resolve({ ok: code === 0, output, log })));
  });
}

/** @type {import('./upgrade-report.mjs').StepResult[]} */
const steps = [];

async function step(name, work) {
  process.stdout.write(`check:upgrade: ${name} … `);
  const started = performance.now();
  let result;
  try {
    result = await work();
  } catch (error) {
    result = { ok: false, output: String(error?.stack ?? error) };
  }
  const seconds = (performance.now() - started) / 1000;
  const { ok, note, output, log } = result;
  console.info(ok ? 'ok' : 'FAILED');
  steps.push({ name, status: ok ? 'ok' : 'failed', seconds, note, output, log });
  return ok;
}

function skip(name, note) {
  console.info(`check:upgrade: ${name} skipped (${note})`);
  steps.push({ name, status: 'skipped', note });
}

/** Next's compiler packages, one per platform, as next@<version> lists them. */
let compiler = [];

await step('registry', async () => {
  compiler = compilerPackages(npmView(`next@${version}`, 'optionalDependencies'));
  const missing = [['eslint-config-next', version], ...compiler]
    .filter(([name, wanted]) => npmView(`${name}@${wanted}`, 'version') !== wanted)
    .map(([name, wanted]) => `${name}@${wanted}`);
  if (compiler.length === 0) missing.push(`next@${version} lists no @next/swc-* packages`);
  return {
    ok: missing.length === 0,
    note: missing.length
      ? `missing: ${missing.join(', ')}`
      : `eslint-config-next and Next's compiler for ${compiler.length} platforms are published`,
    output: missing.length
      ? `Not on the registry: ${missing.join(', ')}.\nA lockfile made without them breaks \`npm ci\` on those ` +
        'platforms ("Missing: @next/swc-… from lock file"). Keep the current version and try again later.'
      : '',
  };
});

const installed = await step('install', async () => {
  const install = await run('install', 'npm', [
    'install',
    `next@${version}`,
    `eslint-config-next@${version}`,
    '--save-exact',
    '--no-audit',
    '--no-fund',
  ]);
  if (!install.ok) return install;
  const lock = JSON.parse(readFileSync(join(copy, 'package-lock.json'), 'utf8'));
  const problems = lockProblems(lock, compiler);
  if (problems.length) return { ok: false, note: 'lockfile incomplete', output: problems.join('\n'), log: install.log };
  // What `npm run check:lock` asks on a clean clone.
  const ci = await run('install-ci-dry-run', 'npm', ['ci', '--dry-run', '--no-audit', '--no-fund', '--loglevel=error']);
  return { ...ci, note: ci.ok ? `lockfile lists all ${compiler.length} @next/swc-* packages; npm ci accepts it` : '' };
});

if (installed) {
  const built = await step('build', () => run('build', 'npm', ['run', 'build:test']));
  await step('lint', () => run('lint', 'npm', ['run', 'lint']));
  await step('unit tests', () => run('unit tests', 'npx', ['jest']));
  if (built) await step('smoke tests', () => run('smoke tests', 'npx', ['playwright', 'test', '--grep', '@smoke']));
  else skip('smoke tests', 'they need the build');
} else {
  for (const name of ['build', 'lint', 'unit tests', 'smoke tests']) skip(name, 'the install failed');
}

const failed = steps.some((s) => s.status === 'failed');
const kept = failed || options.keep;
console.info(formatSummary({ version, pinned, steps, dir, kept }));
if (!kept) rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
