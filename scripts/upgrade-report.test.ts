/** @jest-environment node */
import {
  compareVersions,
  compilerPackages,
  formatSummary,
  lockProblems,
  parseArguments,
  pickVersion,
  tail,
  UsageError,
} from './upgrade-report.mjs';

describe('check:upgrade’s arguments', () => {
  test('none: the newest release of the pinned major, the copy removed when all passes', () => {
    expect(parseArguments([])).toEqual({ spec: undefined, keep: false, help: false });
  });

  test('a version or range, and --keep, in any order', () => {
    expect(parseArguments(['16.4.6'])).toEqual({ spec: '16.4.6', keep: false, help: false });
    expect(parseArguments(['--keep', '17'])).toEqual({ spec: '17', keep: true, help: false });
    expect(parseArguments(['--help']).help).toBe(true);
  });

  test('refuses an unknown option, two versions, or something npm would read as a path or URL', () => {
    expect(() => parseArguments(['--force'])).toThrow(UsageError);
    expect(() => parseArguments(['16.4.5', '16.4.6'])).toThrow('one version at most');
    expect(() => parseArguments(['../next'])).toThrow(UsageError);
    expect(() => parseArguments(['https://example.org/next.tgz'])).toThrow(UsageError);
  });
});

describe('the version check:upgrade tries', () => {
  test('orders versions as semver does, not as text', () => {
    const sorted = ['16.4.10', '16.4.9', '16.10.0', '16.4.6', '16.5.0-canary.38', '16.5.0-canary.9', '16.5.0'].sort(
      compareVersions,
    );
    expect(sorted).toEqual(['16.4.6', '16.4.9', '16.4.10', '16.5.0-canary.9', '16.5.0-canary.38', '16.5.0', '16.10.0']);
  });

  test('is the newest release in what `npm view next@16 version --json` printed, which is not sorted', () => {
    expect(pickVersion(['16.0.0', '16.0.10', '16.0.2', '16.4.4', '16.4.3', '16.4.6', '16.4.5'])).toBe('16.4.6');
  });

  test('is the one version printed for an exact version or a tag', () => {
    expect(pickVersion('16.4.6')).toBe('16.4.6');
  });

  test('is a prerelease only when nothing else matched', () => {
    expect(pickVersion(['16.4.6', '16.5.0-canary.38'])).toBe('16.4.6');
    expect(pickVersion(['16.5.0-canary.14', '16.5.0-canary.38'])).toBe('16.5.0-canary.38');
  });

  test('is none when nothing matched', () => {
    expect(pickVersion(undefined)).toBeUndefined();
    expect(pickVersion([])).toBeUndefined();
  });
});

describe('Next’s compiler for every platform', () => {
  const optional = {
    sharp: '^0.35.5',
    '@next/swc-linux-x64-gnu': '16.4.6',
    '@next/swc-darwin-arm64': '16.4.6',
    '@next/swc-win32-x64-msvc': '16.4.6',
  };

  test('is the @next/swc-* packages among next’s optional dependencies', () => {
    expect(compilerPackages(optional)).toEqual([
      ['@next/swc-darwin-arm64', '16.4.6'],
      ['@next/swc-linux-x64-gnu', '16.4.6'],
      ['@next/swc-win32-x64-msvc', '16.4.6'],
    ]);
    expect(compilerPackages(undefined)).toEqual([]);
  });

  test('must each be in the lockfile, of that version, with an integrity: else `npm ci` fails on that platform', () => {
    const entry = { version: '16.4.6', integrity: 'sha512-x' };
    const lock = {
      packages: {
        'node_modules/@next/swc-linux-x64-gnu': entry,
        'node_modules/@next/swc-win32-x64-msvc': { version: '16.4.5', integrity: 'sha512-y' },
      },
    };
    expect(lockProblems(lock, compilerPackages(optional))).toEqual([
      '@next/swc-darwin-arm64: missing from package-lock.json',
      '@next/swc-win32-x64-msvc: 16.4.5 in package-lock.json, not 16.4.6',
    ]);
    expect(
      lockProblems({ packages: { 'node_modules/@next/swc-a': { version: '1.0.0' } } }, [['@next/swc-a', '1.0.0']]),
    ).toEqual(['@next/swc-a@1.0.0: no integrity in package-lock.json']);
  });
});

describe('the summary', () => {
  test('names the version, says how each step went, and shows the end of what each failed step printed', () => {
    const summary = formatSummary({
      version: '16.4.7',
      pinned: '16.4.6',
      dir: '/tmp/rasi-check-upgrade-x',
      kept: true,
      steps: [
        { name: 'registry', status: 'ok', seconds: 3.2, note: 'all published' },
        { name: 'install', status: 'ok', seconds: 40 },
        {
          name: 'build',
          status: 'failed',
          seconds: 61,
          output: `${'noise\n'.repeat(50)}\u001b[31mType error: x\u001b[39m\n`,
          log: '/tmp/rasi-check-upgrade-x/logs/build.log',
        },
        { name: 'unit tests', status: 'failed', seconds: 30, output: 'next/dist/compiled/fresh/index.js: fresh() …' },
        { name: 'smoke tests', status: 'skipped', note: 'they need the build' },
      ],
    });
    expect(summary).toContain(
      'check:upgrade: next 16.4.7 and eslint-config-next 16.4.7 (package.json pins next 16.4.6)',
    );
    const lines = summary.split('\n');
    expect(lines).toContain('  ok       registry       3 s  all published');
    expect(lines).toContain('  FAILED   build         61 s');
    expect(lines).toContain('  skipped  smoke tests         they need the build');
    expect(summary).toContain(
      '--- build: what it printed last (whole output: /tmp/rasi-check-upgrade-x/logs/build.log) ---',
    );
    expect(summary).toContain('Type error: x');
    expect(summary).not.toContain('\u001b[');
    expect(summary).toContain('next/dist/compiled/fresh/index.js: fresh() …');
    expect(summary).toContain('broke 2 steps (build, unit tests). The copy stays in /tmp/rasi-check-upgrade-x');
  });

  test('says so when every step passed', () => {
    const steps = [{ name: 'build', status: 'ok' as const, seconds: 1 }];
    const summary = formatSummary({ version: '16.4.7', pinned: '16.4.6', dir: '/tmp/x', kept: false, steps });
    expect(summary).toContain('next 16.4.7 passed every step.');
    expect(summary).not.toContain('/tmp/x');
  });

  test('keeps 30 lines of a long output', () => {
    const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    expect(tail(output).split('\n')).toEqual(Array.from({ length: 30 }, (_, i) => `line ${i + 70}`));
  });
});
