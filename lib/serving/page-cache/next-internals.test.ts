/** @jest-environment node */
// The parts of Next outside its public API that this project relies on: the modules the page cache imports from
// next/dist, the names and formats it reads from Next's output, and what the proxy-matcher test and scripts/run.mjs
// use. Any release may move or change them without notice. Each test fails with a message that names the internal,
// what changed and what relies on it; docs/upgrading.md says what to do then.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import type { PrerenderManifestRoute } from 'next/dist/build';
import { pathOf } from './page-lifetime.mjs';

const ROOT = join(__dirname, '..', '..', '..');
const PAGE_CACHE = 'the page cache (lib/serving/page-cache/cache-handler.mjs)';

// Each internal, and why it is used rather than the public API.
// The cacheHandler contract replaces Next's store: the build's prerendered pages, and Next's memory cache before the
// disk, are read by calling Next's own store.
const FILE_SYSTEM_CACHE = 'next/dist/server/lib/incremental-cache/file-system-cache.js';
// The contract hands the handler an opaque key: a page's path (for its build lifetime) is read from the key's format.
const ROUTE_CACHE_KEY = 'next/dist/server/lib/route-cache-key.js';
const ROUTE_KIND = 'next/dist/server/route-kind.js';
// The entry kinds (APP_PAGE, APP_ROUTE) the handler stores, finishes and tags.
const RESPONSE_CACHE_TYPES = 'next/dist/server/response-cache/types.js';
// The tags header a stored page carries, and the names of the build's files the handler reads.
const LIB_CONSTANTS = 'next/dist/lib/constants.js';
const SHARED_CONSTANTS = 'next/dist/shared/lib/constants.js';
// prerender-manifest.json's format: each prerendered page's lifetime, which a start with another REVALIDATE_SECONDS
// replaces.
const BUILD = 'next/dist/build/index.js';
// Tests only: the file system Next gives its store, to build the page cache as Next does.
const NODE_FS = 'next/dist/server/lib/node-fs-methods.js';
// Tests only: how Next reads and applies the proxy's matcher, which lib/proxy-matcher.test.ts checks against the
// route table.
const PAGE_STATIC_INFO = 'next/dist/build/analysis/get-page-static-info.js';
const ROUTE_MATCHER = 'next/dist/shared/lib/router/utils/middleware-route-matcher.js';
// scripts/run.mjs starts Next's command line in this process's Node, with the flags it passes.
const NEXT_BIN = 'next/dist/bin/next';
// Tests only: how the proxy's rewrites reach the page (lib/proxy-rewrites.test.ts).
const RELATIVIZE_URL = 'next/dist/shared/lib/router/utils/relativize-url.js';
const DEFINE_ENV = 'next/dist/build/define-env.js';

/** Every next/dist module a test below covers, as the project's code may name it (see the last test). */
const COVERED = [
  FILE_SYSTEM_CACHE,
  ROUTE_CACHE_KEY,
  ROUTE_KIND,
  RESPONSE_CACHE_TYPES,
  LIB_CONSTANTS,
  SHARED_CONSTANTS,
  BUILD,
  NODE_FS,
  PAGE_STATIC_INFO,
  ROUTE_MATCHER,
  NEXT_BIN,
  RELATIVIZE_URL,
  DEFINE_ENV,
].map(moduleName);

/** A next/dist specifier without its `.js` and `/index`: how the code names one module varies. */
function moduleName(specifier: string): string {
  return specifier.replace(/\.js$/, '').replace(/\/index$/, '');
}

/** Fails with `message` unless `ok`: the message says what the values mean, which a bare expect() would not. */
function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0]!;
}

/** An internal module as Node's require (and an ESM default import) gives it, or a failure that names it. */
function load<T extends object>(specifier: string, reliance: string): T {
  try {
    return jest.requireActual<T>(specifier);
  } catch (error) {
    throw new Error(`${specifier}: cannot be loaded (${firstLine(error)}) — ${reliance}`);
  }
}

type Entry = {
  lastModified?: unknown;
  value?: { kind?: unknown; html?: unknown; rscData?: unknown; headers?: Record<string, string>; status?: unknown };
  cacheControl?: unknown;
} & Record<string, unknown>;

interface FileSystemCacheLike {
  get(key: string, ctx: object): Promise<Entry | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

function fileSystemCacheClass(): new (ctx: object) => FileSystemCacheLike {
  const loaded = load<{ default?: unknown }>(FILE_SYSTEM_CACHE, `${PAGE_CACHE} imports it`);
  // As cache-handler.mjs takes it: `fileSystemCache.default ?? fileSystemCache`.
  const FileSystemCache = loaded.default ?? loaded;
  check(
    typeof FileSystemCache === 'function',
    `${FILE_SYSTEM_CACHE}: exports no FileSystemCache class (its default export is a ${typeof FileSystemCache}) — ` +
      `${PAGE_CACHE} keeps every page in one`,
  );
  return FileSystemCache as new (ctx: object) => FileSystemCacheLike;
}

const HOME_KEY = '/route-cache/APP_PAGE/0a/$/index';
const PAGE_CONTEXT = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Next internals the page cache relies on', () => {
  let serverDistDir: string;
  beforeEach(() => {
    serverDistDir = join(mkdtempSync(join(tmpdir(), 'next-internals-')), 'server');
  });
  afterEach(() => rmSync(join(serverDistDir, '..'), { recursive: true, force: true }));

  /** A FileSystemCache built as Next builds the page cache, storing on disk (no memory store, so reads hit the disk). */
  function diskCache(): FileSystemCacheLike {
    const FileSystemCache = fileSystemCacheClass();
    const { nodeFs } = load<{ nodeFs: object }>(
      NODE_FS,
      'lib/serving/page-cache/cache-handler.test.ts builds the page cache with it, as Next does',
    );
    return new FileSystemCache({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] });
  }

  function page(tags: string) {
    return {
      kind: 'APP_PAGE',
      html: '<html><body>Banners</body></html>',
      rscData: Buffer.from('0:["$","p",null,{}]\n'),
      segmentData: new Map([['/_full', Buffer.from('0:{}\n')]]),
      headers: { 'x-next-cache-tags': tags },
      status: 200,
      postponed: undefined,
    };
  }

  test('each import from next/ in cache-handler.mjs loads in Node as written there', () => {
    const source = readFileSync(join(__dirname, 'cache-handler.mjs'), 'utf8');
    const imports = [...source.matchAll(/^import\s+([\w$]+|\{[^}]*\})\s+from\s+'(next\/[^']+)';$/gm)].map(
      ([, clause, specifier]) => ({ clause: clause!, specifier: specifier! }),
    );
    check(
      imports.length > 0,
      'lib/serving/page-cache/cache-handler.mjs: no `import … from next/…` found; update this test',
    );
    // Node's ESM loader, not Jest's require: a named import from CommonJS works only if Node can find the name.
    const script = `const out = {};
      for (const specifier of ${JSON.stringify(imports.map((i) => i.specifier))}) {
        try {
          const ns = await import(specifier);
          out[specifier] = Object.fromEntries(Object.keys(ns).map((name) => [name, typeof ns[name]]));
        } catch (error) {
          out[specifier] = { error: String(error.message).split('\\n')[0] };
        }
      }
      process.stdout.write(JSON.stringify(out));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    check(child.status === 0, `node could not run the import check: ${child.stderr}`);
    const loaded = JSON.parse(child.stdout) as Record<string, Record<string, string>>;
    for (const { clause, specifier } of imports) {
      const exports = loaded[specifier]!;
      const what = `\`import ${clause} from '${specifier}'\``;
      check(!exports.error, `${specifier}: ${what} fails in Node (${exports.error}) — ${PAGE_CACHE} imports it so`);
      const names = clause.startsWith('{')
        ? clause
            .slice(1, -1)
            .split(',')
            .map((name) => name.trim().split(/\s+as\s+/)[0]!)
            .filter(Boolean)
        : ['default'];
      for (const name of names) {
        check(
          exports[name] !== undefined && exports[name] !== 'undefined',
          `${specifier}: ${what} gives no ${name} in Node — ${PAGE_CACHE} imports it so`,
        );
      }
    }
  });

  test('FileSystemCache is a class with the methods the page cache calls', () => {
    const FileSystemCache = fileSystemCacheClass();
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache'] as const) {
      check(
        typeof (FileSystemCache.prototype as unknown as Record<string, unknown>)[method] === 'function',
        `${FILE_SYSTEM_CACHE}: FileSystemCache.prototype.${method} is gone — ${PAGE_CACHE} calls it`,
      );
    }
  });

  test('FileSystemCache, built as Next builds it, gives back from disk a page it stored, whole', async () => {
    const cacheControl = { revalidate: 60, expire: 31536000 };
    await diskCache().set(HOME_KEY, page('_N_T_/layout,backend:banners'), {
      cacheControl,
      isFallback: false,
      isRoutePPREnabled: false,
    });
    const entry = await diskCache().get(HOME_KEY, PAGE_CONTEXT);
    const lost = (what: string) =>
      `${FILE_SYSTEM_CACHE}: a page set() on disk comes back from get() ${what} — ${PAGE_CACHE} stores pages ` +
      'with set(key, data, { cacheControl }) and serves what get(key, { kind }) returns';
    check(entry !== null, lost('as null (not found)'));
    check(typeof entry!.lastModified === 'number', lost('without a numeric lastModified'));
    check(entry!.value?.kind === 'APP_PAGE', lost(`with value.kind ${JSON.stringify(entry!.value?.kind)}`));
    check(entry!.value?.html === page('').html, lost('without its value.html'));
    check(Buffer.isBuffer(entry!.value?.rscData), lost('without its value.rscData'));
    check(
      entry!.value?.headers?.['x-next-cache-tags'] === '_N_T_/layout,backend:banners',
      lost('without its value.headers (x-next-cache-tags)'),
    );
    check(entry!.value?.status === 200, lost('without its value.status'));
    check(
      JSON.stringify(entry!.cacheControl) === JSON.stringify(cacheControl),
      lost(`with cacheControl ${JSON.stringify(entry!.cacheControl)}, not ${JSON.stringify(cacheControl)}`),
    );
  });

  test('FileSystemCache.revalidateTag(tags, { expire: 0 }) drops the pages carrying one of those tags', async () => {
    const cache = diskCache();
    await cache.set(HOME_KEY, page('backend:banners'), { cacheControl: { revalidate: 60 } });
    const other = '/route-cache/APP_PAGE/0b/$/aboutrasi';
    await cache.set(other, page('_N_T_/layout'), { cacheControl: { revalidate: 60 } });
    // Next compares whole milliseconds of the file's time, the tag's mark and the clock: let each move on.
    await sleep(15);
    await cache.revalidateTag(['backend:banners'], { expire: 0 });
    await sleep(15);
    check(
      (await diskCache().get(HOME_KEY, PAGE_CONTEXT)) === null,
      `${FILE_SYSTEM_CACHE}: get() still returns a page after revalidateTag() of its tag (x-next-cache-tags) with ` +
        `{ expire: 0 } — ${PAGE_CACHE} relies on it to drop the pages the webhook (POST /api/revalidate) republished`,
    );
    check(
      (await diskCache().get(other, PAGE_CONTEXT)) !== null,
      `${FILE_SYSTEM_CACHE}: revalidateTag() of one tag also dropped a page without it — ${PAGE_CACHE} calls it for ` +
        'each publish, which would then regenerate every page',
    );
  });

  test('a page’s cache key ends with its path, which the page cache reads back', () => {
    const { getRouteCacheKey } = load<{ getRouteCacheKey?: (path: string, owner: object) => string }>(
      ROUTE_CACHE_KEY,
      'it makes the cache keys that the page cache reads (pathOf, lib/serving/page-cache/page-lifetime.mjs)',
    );
    const { RouteKind } = load<{ RouteKind?: { APP_PAGE?: string } }>(
      ROUTE_KIND,
      'it names the kind in a page’s cache key',
    );
    check(
      typeof getRouteCacheKey === 'function' && RouteKind?.APP_PAGE === 'APP_PAGE',
      `${ROUTE_CACHE_KEY}: getRouteCacheKey, or ${ROUTE_KIND}'s RouteKind.APP_PAGE, is gone: the format of cache ` +
        `keys may have changed — ${PAGE_CACHE} reads a page's path from its key (pathOf) and looks for ` +
        "'/route-cache/APP_PAGE/' at its start",
    );
    for (const [path, sourceRoute] of [
      ['/', '/(en)/page'],
      ['/gallery', '/(en)/gallery/page'],
      ['/ta', '/(ta)/ta/page'],
      ['/ta/aboutrasi', '/(ta)/ta/aboutrasi/page'],
      ['/vision&mission', '/(en)/vision&mission/page'],
    ]) {
      const key = getRouteCacheKey!(path!, { kind: RouteKind!.APP_PAGE, sourceRoute });
      check(
        key.startsWith('/route-cache/APP_PAGE/') && pathOf(key) === path,
        `${ROUTE_CACHE_KEY}: the cache key of the page ${path} is now "${key}", which ${PAGE_CACHE} does not read ` +
          `as that page (pathOf gives ${JSON.stringify(pathOf(key))}; a page key must start with ` +
          "'/route-cache/APP_PAGE/'): it finds a page's lifetime and answers 304s by the page's path",
      );
    }
  });

  test('the kinds, header and file names the page cache compares with are Next’s', () => {
    const types = load<{ CachedRouteKind?: Record<string, string>; IncrementalCacheKind?: Record<string, string> }>(
      RESPONSE_CACHE_TYPES,
      `it names the kinds of cache entries ${PAGE_CACHE} tells apart`,
    );
    const libConstants = load<Record<string, unknown>>(LIB_CONSTANTS, `it names the tags header ${PAGE_CACHE} reads`);
    const sharedConstants = load<Record<string, unknown>>(
      SHARED_CONSTANTS,
      `it names the build phase and files ${PAGE_CACHE} reads`,
    );
    for (const [internal, actual, expected, use] of [
      [
        `${RESPONSE_CACHE_TYPES} CachedRouteKind.APP_PAGE`,
        types.CachedRouteKind?.APP_PAGE,
        'APP_PAGE',
        'tells a page by value.kind',
      ],
      [
        `${RESPONSE_CACHE_TYPES} CachedRouteKind.APP_ROUTE`,
        types.CachedRouteKind?.APP_ROUTE,
        'APP_ROUTE',
        'tells a route handler by value.kind',
      ],
      [
        `${RESPONSE_CACHE_TYPES} IncrementalCacheKind.APP_PAGE`,
        types.IncrementalCacheKind?.APP_PAGE,
        'APP_PAGE',
        'asks for a page with ctx.kind',
      ],
      [
        `${LIB_CONSTANTS} NEXT_CACHE_TAGS_HEADER`,
        libConstants.NEXT_CACHE_TAGS_HEADER,
        'x-next-cache-tags',
        'reads a page’s tags from this header',
      ],
      [
        `${SHARED_CONSTANTS} PHASE_PRODUCTION_BUILD`,
        sharedConstants.PHASE_PRODUCTION_BUILD,
        'phase-production-build',
        'tells `next build` by NEXT_PHASE (and lib/serving/page-cache/site-origin.mjs)',
      ],
      [
        `${SHARED_CONSTANTS} BUILD_ID_FILE`,
        sharedConstants.BUILD_ID_FILE,
        'BUILD_ID',
        'keeps a build’s pages in Redis under its BUILD_ID, read beside the server folder',
      ],
      [
        `${SHARED_CONSTANTS} PRERENDER_MANIFEST`,
        sharedConstants.PRERENDER_MANIFEST,
        'prerender-manifest.json',
        'reads the build’s lifetimes from it (lib/serving/page-cache/page-lifetime.mjs)',
      ],
      [
        `${SHARED_CONSTANTS} CLIENT_STATIC_FILES_PATH`,
        sharedConstants.CLIENT_STATIC_FILES_PATH,
        'static',
        'inlines stylesheets from .next/static (lib/serving/page-cache/inline-styles.mjs)',
      ],
    ] as const) {
      check(
        actual === expected,
        `${internal} is now ${JSON.stringify(actual)}, not "${expected}" — ${PAGE_CACHE} ${use} under the old name`,
      );
    }
  });

  test('next build still writes each page’s lifetime into prerender-manifest.json as the page cache reads it', () => {
    // The type fails `npm run typecheck` when Next renames a field; the search below fails this test.
    const read: (keyof PrerenderManifestRoute)[] = ['initialRevalidateSeconds', 'initialExpireSeconds'];
    let source: string;
    try {
      source = readFileSync(require.resolve(BUILD), 'utf8');
    } catch (error) {
      throw new Error(
        `${BUILD}: cannot be read (${firstLine(error)}) — this test looks there for how \`next build\` writes prerender-manifest.json`,
      );
    }
    for (const field of read) {
      check(
        source.includes(`${field}:`),
        `${BUILD}: \`next build\` no longer writes ${field} into prerender-manifest.json's routes — the page cache ` +
          '(prerenderedLifetimes, lib/serving/page-cache/page-lifetime.mjs) reads each page’s lifetime from it',
      );
    }
  });
});

describe('Next internals the proxy-matcher test and scripts/run.mjs rely on', () => {
  const PROXY_TEST = 'the proxy-matcher test (lib/proxy-matcher.test.ts)';

  test('getMiddlewareMatchers compiles a proxy’s config.matcher, and getMiddlewareRouteMatcher applies it', () => {
    const { getMiddlewareMatchers } = load<{ getMiddlewareMatchers?: (matcher: unknown, config: object) => unknown }>(
      PAGE_STATIC_INFO,
      `${PROXY_TEST} imports it`,
    );
    check(
      typeof getMiddlewareMatchers === 'function',
      `${PAGE_STATIC_INFO}: getMiddlewareMatchers is gone — ${PROXY_TEST} compiles proxy.ts's matcher with it, as \`next build\` did`,
    );
    const matchers = getMiddlewareMatchers!([{ source: '/x', has: [{ type: 'query', key: 'q' }] }], {});
    check(
      Array.isArray(matchers) &&
        matchers.length === 1 &&
        typeof (matchers[0] as { regexp?: unknown }).regexp === 'string' &&
        (matchers[0] as { originalSource?: unknown }).originalSource === '/x',
      `${PAGE_STATIC_INFO}: getMiddlewareMatchers([{ source: '/x', has }], {}) gives ${JSON.stringify(matchers)}, ` +
        `not [{ regexp, originalSource: '/x', has }] — ${PROXY_TEST} relies on that shape`,
    );
    const { getMiddlewareRouteMatcher } = load<{ getMiddlewareRouteMatcher?: (matchers: unknown) => unknown }>(
      ROUTE_MATCHER,
      `${PROXY_TEST} imports it`,
    );
    check(
      typeof getMiddlewareRouteMatcher === 'function',
      `${ROUTE_MATCHER}: getMiddlewareRouteMatcher is gone — ${PROXY_TEST} decides with it which requests reach proxy.ts`,
    );
    const matches = getMiddlewareRouteMatcher!(matchers) as (path: string, req: object, query: object) => boolean;
    const req = { headers: {}, cookies: {} };
    for (const [path, query, expected] of [
      ['/x', { q: 'rice' }, true],
      ['/x', {}, false],
      ['/y', { q: 'rice' }, false],
    ] as const) {
      check(
        matches(path, req, query) === expected,
        `${ROUTE_MATCHER}: the matcher of /x with the query key q answers ${!expected} for ${path}?` +
          `${new URLSearchParams(query)} — ${PROXY_TEST} relies on it (path, req, query) => boolean`,
      );
    }
  });

  test('next/dist/bin/next runs `next` and takes the flags scripts/run.mjs passes', () => {
    const RUN = 'scripts/run.mjs (npm run dev, build, start; bench/floor.mjs too)';
    let bin: string;
    try {
      bin = require.resolve(NEXT_BIN);
    } catch (error) {
      throw new Error(`${NEXT_BIN}: cannot be resolved (${firstLine(error)}) — ${RUN} runs Next with it`);
    }
    const { version } = load<{ version: string }>('next/package.json', 'the version `next --version` must print');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [bin, ...args], {
        encoding: 'utf8',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      });
    const printed = run('--version');
    check(
      printed.stdout.trim() === `Next.js v${version}`,
      `${NEXT_BIN}: \`--version\` prints "${printed.stdout.trim() || printed.stderr.trim()}", not "Next.js v${version}" — ${RUN} runs Next with it`,
    );
    const help = run('dev', '--help').stdout;
    for (const flag of ['--port', '--hostname']) {
      check(help.includes(flag), `${NEXT_BIN}: \`next dev\` no longer takes ${flag} — ${RUN} passes it`);
    }
  });
});

describe('Next internals the proxy-rewrites test relies on', () => {
  const REWRITES = 'the proxy-rewrites test (lib/proxy-rewrites.test.ts)';

  test('getRelativeURL makes an address on the same origin relative and leaves another origin absolute', () => {
    const { getRelativeURL } = load<{ getRelativeURL?: (url: string, base: string) => string }>(
      RELATIVIZE_URL,
      `${REWRITES} imports it`,
    );
    check(
      typeof getRelativeURL === 'function',
      `${RELATIVIZE_URL}: getRelativeURL is gone — ${REWRITES} decides with it, as Next's router does, whether a ` +
        'rewrite of proxy.ts is served in the process or fetched over HTTP',
    );
    for (const [url, base, expected] of [
      ['http://127.0.0.1:3000/b?q=1', 'http://127.0.0.1:3000/a', '/b?q=1'],
      ['http://localhost:3000/b', 'http://127.0.0.1:3000/a', 'http://localhost:3000/b'],
    ] as const) {
      const relative = getRelativeURL!(url, base);
      check(
        relative === expected,
        `${RELATIVIZE_URL}: getRelativeURL(${url}, ${base}) gives ${relative}, not ${expected} — ${REWRITES} relies on it`,
      );
    }
  });

  test('skipProxyUrlNormalize reaches the proxy as process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE', () => {
    let source: string;
    try {
      source = readFileSync(require.resolve(DEFINE_ENV), 'utf8');
    } catch (error) {
      throw new Error(`${DEFINE_ENV}: cannot be read (${firstLine(error)}) — ${REWRITES} sets the constant it defines`);
    }
    check(
      /['"]process\.env\.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE['"]\s*:\s*config\.skipProxyUrlNormalize/.test(source),
      `${DEFINE_ENV}: no longer defines process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE from skipProxyUrlNormalize — ` +
        `${REWRITES} sets that constant as the build would; find what the build defines now`,
    );
  });
});

describe('the list of internals', () => {
  /** The files of the project's own code, under ROOT: not node_modules, builds, test output or dot-folders. */
  function codeFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        const skip =
          entry.name.startsWith('.') || ['node_modules', 'test-results', 'playwright-report'].includes(entry.name);
        return skip ? [] : codeFiles(path);
      }
      return ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'].includes(extname(entry.name)) ? [path] : [];
    });
  }

  test('covers every next/dist module the project’s code names', () => {
    const uncovered = codeFiles(ROOT)
      .filter((file) => file !== __filename)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/['"](next\/dist\/[^'"\s]+)['"]/g)].map(
          ([, specifier]) => `${relative(ROOT, file)}: ${specifier}`,
        ),
      )
      .filter((use) => !COVERED.includes(moduleName(use.split(': ')[1]!)));
    check(
      uncovered.length === 0,
      `These uses of Next internals have no test in lib/serving/page-cache/next-internals.test.ts: add one, so that an ` +
        `upgrade that moves them fails with their name:\n${uncovered.join('\n')}`,
    );
  });
});
