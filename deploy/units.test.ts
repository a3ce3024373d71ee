/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UNIT_ENV } from '../scripts/instances-local.mjs';

// What systemd starts the site with is what the tests and the soak start it with (scripts/instances-local.mjs):
// a setting measured there (bench/SOAK.md) reaches the host only through these files.

function unitEnvironment(file: string): Record<string, string> {
  const text = readFileSync(join(__dirname, file), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.startsWith('Environment='))
      .flatMap((line) => line.slice('Environment='.length).split(/\s+/))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

test.each(['rasi-website@.service', 'rasi-website.service'])(
  '%s sets what the local instances are started with',
  (file) => {
    const environment = unitEnvironment(file);
    for (const [name, value] of Object.entries(UNIT_ENV)) expect([name, environment[name]]).toEqual([name, value]);
  },
);
