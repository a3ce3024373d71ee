/** @jest-environment node */
// Names by role: a file's name says what it is, so no two files share one, but where a convention names them
// (Next's route files under app/, a README, a Next app's and TypeScript's configuration in bench/floor).
import { execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';

const CONVENTIONS = new Set([
  'page.tsx',
  'layout.tsx',
  'route.ts',
  'error.tsx',
  'not-found.tsx',
  'README.md',
  'next.config.mjs',
  'tsconfig.json',
]);

test('no two files of the project share a name, but those a convention names', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: join(__dirname, '..'),
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
  const twins = [...byName].filter(([name, paths]) => paths.length > 1 && !CONVENTIONS.has(name));
  expect(twins).toEqual([]);
});
