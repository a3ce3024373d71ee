/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { ENTRIES, forgetProcessState, processEntry, processWide } from './process-state.mjs';

const ROOT = join(__dirname, '..', '..');
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
    expect(() => processWide('made-up' as keyof typeof ENTRIES, () => 1)).toThrow(/lib\/serving\/process-state\.mjs/);
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
  /** The project's own code: no dependencies, builds, test output, benchmarks' floor app or dot-folders. */
  function codeFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        const skip =
          entry.name.startsWith('.') || ['node_modules', 'test-results', 'playwright-report'].includes(entry.name);
        return skip ? [] : codeFiles(path);
      }
      const code = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'].includes(extname(entry.name));
      return code && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('is this one: no other module of the site keeps state on globalThis', () => {
    const others = codeFiles(ROOT)
      .filter((file) => !file.endsWith('process-state.mjs'))
      .filter((file) => /\bglobalThis\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(others).toEqual([]);
  });

  it('names, for each entry, a module that uses it', () => {
    for (const [name, { owner }] of Object.entries(ENTRIES)) {
      expect(readFileSync(join(ROOT, owner), 'utf8')).toContain(`'${name}'`);
    }
  });
});
