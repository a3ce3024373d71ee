/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENTRIES, forgetProcessState, processEntry, processWide } from './process-state.mjs';

const ROOT = join(__dirname, '..');
const env = process.env as Record<string, string | undefined>;
const nodeEnv = env.NODE_ENV;
afterEach(() => {
  env.NODE_ENV = nodeEnv;
  forgetProcessState();
});

describe('the process-wide state', () => {
  it('gives every copy of a module the same value, as Next bundles one copy per route', async () => {
    let first: typeof import('./process-state.mjs') | undefined;
    let second: typeof import('./process-state.mjs') | undefined;
    await jest.isolateModulesAsync(async () => {
      first = await import('./process-state.mjs');
    });
    await jest.isolateModulesAsync(async () => {
      second = await import('./process-state.mjs');
    });
    expect(first!.processWide).not.toBe(second!.processWide);
    const a = first!.processWide('api.loaders', () => ({ calls: 0 }));
    const b = second!.processWide('api.loaders', () => ({ calls: 1 }));
    expect(b).toBe(a);
    expect(second!.processEntry('api.loaders')).toBe(a);
  });

  it('makes the entries marked fresh in development again on each load there, so edited code takes effect', () => {
    env.NODE_ENV = 'development';
    const loaders = processWide('api.loaders', () => ({}));
    expect(processWide('api.loaders', () => ({}))).not.toBe(loaders);
    const tags = processWide('revalidated-tags', () => ({}));
    expect(processWide('revalidated-tags', () => ({}))).toBe(tags);
  });

  it('refuses a name that is not in its table, naming the table', () => {
    expect(() => processWide('made-up' as keyof typeof ENTRIES, () => 1)).toThrow(/lib\/process-state\.mjs/);
    expect(() => processEntry('made-up' as keyof typeof ENTRIES)).toThrow(/made-up/);
  });

  it('forgets one entry or all of them', () => {
    processWide('search.index', () => 1);
    processWide('webhook.limit', () => 2);
    forgetProcessState('search.index');
    expect(processEntry('search.index')).toBeUndefined();
    expect(processEntry('webhook.limit')).toBe(2);
    forgetProcessState();
    expect(processEntry('webhook.limit')).toBeUndefined();
  });
});

describe('the one module on globalThis', () => {
  it('is this one: no other module of the site keeps state on globalThis', () => {
    // Every file of the project's, tracked or not, that names globalThis, but tests.
    const named = execFileSync(
      'git',
      ['grep', '--untracked', '-lw', 'globalThis', '--', '*.ts', '*.tsx', '*.mts', '*.js', '*.mjs', '*.cjs'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    const others = named
      .split('\n')
      .filter(
        (file) =>
          file && !/\.(test|spec)\.tsx?$/.test(file) && file !== relative(ROOT, join(__dirname, 'process-state.mjs')),
      );
    expect(others).toEqual([]);
  });

  it('names, for each entry, a module that uses it', () => {
    for (const [name, { owner }] of Object.entries(ENTRIES)) {
      expect(readFileSync(join(ROOT, owner), 'utf8')).toContain(`'${name}'`);
    }
  });
});
