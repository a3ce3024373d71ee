// What `npm run check:upgrade` (scripts/check-upgrade.mjs) decides and prints, apart from what it runs: its
// arguments, which version of next to try, whether the lockfile holds Next's compiler for every platform, and
// the summary. Plain functions, so that scripts/upgrade-report.test.ts can check them without the network.

export const USAGE = `usage: npm run check:upgrade [-- [<version>] [--keep]]

Copies the project (its git files) to a temporary folder, installs next and eslint-config-next at <version> there
(default: the newest release of the major version package.json pins), checks that the registry has Next's compiler
for every platform, then runs the build, lint, the unit tests and the @smoke browser tests, and prints what broke.
<version> is an exact version (16.4.6) or anything npm takes after next@ (16, 16.4, latest).
--keep keeps the temporary folder when everything passed (it is always kept when something failed).`;

export class UsageError extends Error {}

/** @param {string[]} argv  the arguments after the script's name */
export function parseArguments(argv) {
  const options = { spec: undefined, keep: false, help: false };
  for (const arg of argv) {
    if (arg === '--keep') options.keep = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else if (options.spec !== undefined) throw new UsageError(`one version at most (got ${options.spec} and ${arg})`);
    else if (!/^[\w.^~<>=|* -]+$/.test(arg)) throw new UsageError(`not a version or range: ${arg}`);
    else options.spec = arg;
  }
  return /** @type {{ spec: string | undefined, keep: boolean, help: boolean }} */ (options);
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

export const isExactVersion = (/** @type {string} */ text) => VERSION.test(text);

/** Semantic-version order: 16.4.10 after 16.4.9, a release after its prereleases. */
export function compareVersions(/** @type {string} */ a, /** @type {string} */ b) {
  const [, ...x] = VERSION.exec(a) ?? [];
  const [, ...y] = VERSION.exec(b) ?? [];
  for (let i = 0; i < 3; i++) {
    const difference = Number(x[i]) - Number(y[i]);
    if (difference) return Math.sign(difference);
  }
  if (x[3] === y[3]) return 0;
  if (x[3] === undefined) return 1;
  if (y[3] === undefined) return -1;
  const left = x[3].split('.');
  const right = y[3].split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] === undefined) return -1;
    if (right[i] === undefined) return 1;
    if (left[i] === right[i]) continue;
    const [l, r] = [left[i], right[i]].map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    if (typeof l === 'number' && typeof r === 'number') return Math.sign(l - r);
    if (typeof l === 'number') return -1;
    if (typeof r === 'number') return 1;
    return l < r ? -1 : 1;
  }
  return 0;
}

/**
 * The version to try from what `npm view next@<spec> version --json` printed: a version, or a list of them in no
 * particular order. The newest release; the newest prerelease only when the spec matched nothing else.
 * @param {unknown} viewed
 */
export function pickVersion(viewed) {
  const versions = (Array.isArray(viewed) ? viewed : [viewed]).filter(
    (version) => typeof version === 'string' && isExactVersion(version),
  );
  const releases = versions.filter((version) => !version.includes('-'));
  return (releases.length ? releases : versions).sort(compareVersions).at(-1);
}

/** The major version of an exact version ('16.4.5' → '16'). */
export const majorOf = (/** @type {string} */ version) => version.split('.')[0];

/**
 * Next's compiler, one package per platform, from next's optionalDependencies: `[name, version]` pairs.
 * @param {Record<string, string> | undefined} optionalDependencies
 */
export function compilerPackages(optionalDependencies) {
  return Object.entries(optionalDependencies ?? {})
    .filter(([name]) => name.startsWith('@next/swc-'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

/**
 * What a lockfile lacks for these packages: an entry of that version with its integrity. `npm ci` on a platform
 * whose package is missing stops with "Missing: <name> from lock file".
 * @param {{ packages?: Record<string, { version?: string, integrity?: string }> }} lock
 * @param {[string, string][]} packages
 */
export function lockProblems(lock, packages) {
  return packages.flatMap(([name, version]) => {
    const entry = lock.packages?.[`node_modules/${name}`];
    if (!entry) return [`${name}: missing from package-lock.json`];
    if (entry.version !== version) return [`${name}: ${entry.version} in package-lock.json, not ${version}`];
    if (!entry.integrity) return [`${name}@${version}: no integrity in package-lock.json`];
    return [];
  });
}

/** The last `count` lines of a command's output, without colour codes. */
export function tail(/** @type {string} */ text, count = 30) {
  const plain = text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').replace(/\s+$/, '');
  return plain.split('\n').slice(-count).join('\n');
}

/**
 * @typedef {{ name: string, status: 'ok' | 'failed' | 'skipped', seconds?: number, note?: string, output?: string,
 *   log?: string }} StepResult
 */

/**
 * The report: the version tried, one line per step, then the end of the output of each step that failed.
 * @param {{ version: string, pinned: string | undefined, steps: StepResult[], dir: string, kept: boolean }} run
 */
export function formatSummary({ version, pinned, steps, dir, kept }) {
  const failed = steps.filter((step) => step.status === 'failed');
  const width = Math.max(...steps.map((step) => step.name.length));
  const lines = [
    '',
    `check:upgrade: next ${version} and eslint-config-next ${version} (package.json pins next ${pinned ?? 'nothing'})`,
    ...steps.map((step) => {
      const time = step.seconds === undefined ? '' : `${Math.round(step.seconds)} s`;
      const label = { ok: 'ok', failed: 'FAILED', skipped: 'skipped' }[step.status];
      return `  ${label.padEnd(8)} ${step.name.padEnd(width)}  ${time.padStart(5)}${step.note ? `  ${step.note}` : ''}`;
    }),
  ];
  for (const step of failed) {
    const where = step.log ? ` (whole output: ${step.log})` : '';
    lines.push('', `--- ${step.name}: what it printed last${where} ---`, tail(step.output ?? '') || '(nothing)');
  }
  lines.push('');
  if (failed.length === 0) {
    lines.push(`check:upgrade: next ${version} passed every step.${kept ? ` The copy is in ${dir}.` : ''}`);
  } else {
    const names = failed.map((step) => step.name).join(', ');
    lines.push(
      `check:upgrade: next ${version} broke ${failed.length} step${failed.length > 1 ? 's' : ''} (${names}). ` +
        `The copy stays in ${dir}; remove it when done.`,
    );
  }
  return lines.join('\n');
}
