// Writes what Next needs as files or literals from the route table (lib/route-table.mjs), so that a page is named
// there once (docs/adding-a-page.md):
// - each page's two route files, app/(en)/<path>/page.tsx and app/(ta)/ta/<path>/page.tsx, from its `component`;
// - lib/search/page-content.ts, the content modules each page's words come from (its `content`), for the search;
// - the proxy's matcher in proxy.ts (Next reads it from the file's source, so it must be a literal there), from the
//   pages' paths and the member firms' ids (content/members.ts);
// - lib/vitals/page-routes.mjs, the route labels a visitor's browser names a page by in its field report: the pages'
//   paths without the rest of the table, which the browser would otherwise download;
// - in deploy/nginx/rasi.conf, between its two marker lines, the maps that tell nginx's per-client limit what Node
//   renders per request (any address that is not a page, a member firm's page or a file) from what it serves cached.
// Route files it wrote for a page no longer in the table are removed. `npm run dev` and `npm run build` run it first;
// `npm run routes` runs it alone; `--check` writes nothing, lists what differs and exits 1 if anything does
// (lib/route-files.test.ts runs that).
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, rmdir, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OFFLINE_PATH } from '../lib/offline/offline-paths.mjs';
import { ROUTES } from '../lib/route-table.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MARK = '// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.';
const LOCALE_FOLDERS = /** @type {const} */ ({ en: 'app/(en)', ta: 'app/(ta)/ta' });
const SEARCH_CONTENT = 'lib/search/page-content.ts';
const PROXY = 'proxy.ts';
const PAGE_ROUTES = 'lib/vitals/page-routes.mjs';
const NGINX_CONF = 'deploy/nginx/rasi.conf';
const NGINX_BEGIN =
  '# Written by `npm run routes` from lib/route-table.mjs and content/members.ts: change those, not these lines.';
const NGINX_END = '# End of what `npm run routes` writes.';
// Every member firm's page, under one label (lib/vitals/field-beacon.mjs): Next's pattern for the route.
const MEMBER_ROUTE = '/rasi-members/[id]';

// What the proxy never has work for: Next's own files, route handlers, public files, the backend's images and
// documents, metadata routes, feeds, each event's .ics file, each firm's vCard and the OpenSearch description.
export const SKIPPED_PREFIXES = Object.freeze([
  '_next/',
  'api/',
  'images/',
  'media/',
  'files/',
  'favicon',
  'icon',
  'apple-icon',
  'manifest',
  'robots',
  'sitemap',
  'opengraph-image',
  'twitter-image',
  'feed.xml',
  'events.ics',
  'calendar/',
  'vcard/',
  'opensearch.xml',
  'ta/opensearch.xml',
  'ta/manifest',
  'sw.js',
  '.well-known/',
]);

// The member directory's address (lib/directory-paths.ts, which a script cannot import).
const DIRECTORY_PATH = '/rasi-members';

// The query keys of a filtered member directory (lib/directory.ts), which the proxy serves by the search route.
export const DIRECTORY_FILTERS = Object.freeze(['q', 'category', 'district']);

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's `component` ('aboutrasi/about-page#AboutPage') as the module and export it names. */
export function componentOf(route) {
  const match = /^([a-z0-9-]+(?:\/[a-z0-9-]+)*)#([A-Z]\w*)$/.exec(route.component ?? '');
  if (!match) {
    throw new Error(
      `Route ${route.path} in lib/route-table.mjs: component must be '<folder>/<file>#<Export>' under ` +
        `components/pages/, as 'aboutrasi/about-page#AboutPage' (got ${JSON.stringify(route.component)}).`,
    );
  }
  const [, module, name] = match;
  if (!existsSync(join(ROOT, 'components/pages', `${module}.tsx`))) {
    throw new Error(`Route ${route.path} in lib/route-table.mjs: components/pages/${module}.tsx does not exist.`);
  }
  return { module: `@/components/pages/${module}`, name };
}

/** A route's `content` entries ('services#services,servicesIntro') as content modules and the exports to read. */
export function contentOf(route) {
  return (route.content ?? []).map((entry) => {
    const [module, names] = entry.split('#');
    if (!/^[a-z0-9-]+$/.test(module ?? '') || !existsSync(join(ROOT, 'content', `${module}.ts`))) {
      throw new Error(`Route ${route.path} in lib/route-table.mjs: no content module content/${module}.ts.`);
    }
    return { module, exports: names ? names.split(',') : undefined };
  });
}

/** @param {'en' | 'ta'} locale @param {string} path */
export function routeFilePath(locale, path) {
  return join(LOCALE_FOLDERS[locale], path === '/' ? '' : path, 'page.tsx');
}

function routeFile(route, locale) {
  const { module, name } = componentOf(route);
  return `${MARK}
import { ${name} } from '${module}';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('${route.path}', '${locale}');

export default function Page() {
  return <${name} locale="${locale}" />;
}
`;
}

function searchContentFile() {
  const modules = [...new Set(ROUTES.flatMap((route) => contentOf(route).map(({ module }) => module)))].sort();
  const local = (module) => module.replace(/-(\w)/g, (_, c) => c.toUpperCase());
  const entries = ROUTES.filter((route) => contentOf(route).length > 0).map((route) => {
    const parts = contentOf(route).map(({ module, exports }) =>
      exports ? `{ ${exports.map((name) => `${name}: ${local(module)}.${name}`).join(', ')} }` : local(module),
    );
    return `  '${route.path}': [${parts.join(', ')}],`;
  });
  return `${MARK}
// The content modules (or some of their exports) whose words each page shows: the search reads its words from them
// (lib/search/index-documents.ts), so a page is found by what it says.
${modules.map((module) => `import * as ${local(module)} from '@/content/${module}';`).join('\n')}
import type { RoutePath } from '@/lib/routes';

export const PAGE_CONTENT: Readonly<Partial<Record<RoutePath, readonly unknown[]>>> = {
${entries.join('\n')}
};
`;
}

function pageRoutesFile() {
  return `${MARK}
// The route label of each page a field report may name (lib/vitals/field-beacon.mjs): the route table's paths and the
// member firms' pages under one label. Any other label is counted as "other".
export const PAGE_ROUTES = Object.freeze(${JSON.stringify([...ROUTES.map((route) => route.path), MEMBER_ROUTE])});
`;
}

/**
 * A content module's exports (content/<name>.ts: TypeScript with type-only imports), read through its transpiled
 * code, for the scripts that run outside the bundler.
 */
export async function importContentModule(name) {
  const { default: ts } = await import('typescript');
  const source = await readFile(join(ROOT, 'content', `${name}.ts`), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  if (/^\s*import\s/m.test(outputText))
    throw new Error(`content/${name}.ts imports more than types: read it another way`);
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

/** The member firms' ids, read from content/members.ts. */
async function memberIds() {
  const { members } = await importContentModule('members');
  return members.map((member) => member.id);
}

/** The proxy's matcher as proxy.ts states it. */
export function proxyMatcher(ids) {
  const skipped = SKIPPED_PREFIXES.map(escape).join('|');
  const pages = [
    ...ROUTES.map((route) => escape(route.path.slice(1))).filter(Boolean),
    // The offline page, which is not in the table (docs/pages.md#offline-reading).
    escape(OFFLINE_PATH.slice(1)),
    // Each member firm's page, by its id: an unknown id must still reach the proxy, which gives it the member
    // not-found page in its language, and so must `search`, the internal route.
    `rasi-members/(?:${ids.map(escape).join('|')})`,
  ];
  // A page's path in either language: `aboutrasi`, `ta/aboutrasi`, `ta` (the Tamil home page) or '' (the English).
  const canonical = `(?:(?:ta/)?(?:${pages.join('|')})|ta)?`;
  return [
    { source: `/((?!${skipped}|${canonical}$).*)` },
    ...[DIRECTORY_PATH, `/ta${DIRECTORY_PATH}`].flatMap((source) =>
      DIRECTORY_FILTERS.map((key) => ({ source, has: [{ type: 'query', key }] })),
    ),
  ];
}

/**
 * A query key as a regular expression that also matches it percent-encoded: the directory reads its filters from the
 * decoded query (URLSearchParams), so `?%71=steel` filters as `?q=steel` does.
 */
function encodedKey(key) {
  const encoded = (c) =>
    c
      .charCodeAt(0)
      .toString(16)
      .replace(/[a-f]/g, (h) => `[${h}${h.toUpperCase()}]`);
  return [...key].map((c) => `(?:${escape(c)}|%${encoded(c)})`).join('');
}

/**
 * nginx's maps from a request to its key in the limit on what Node renders per request (deploy/nginx/rasi.conf,
 * `limit_req_zone $rasi_render_limit_key`), as the lines between the file's markers; their comment says which.
 */
export function nginxRenderMaps(ids) {
  const pages = [
    ...ROUTES.map((route) => escape(route.path.slice(1))).filter(Boolean),
    escape(OFFLINE_PATH.slice(1)),
    `${escape(DIRECTORY_PATH.slice(1))}/(?:${ids.map(escape).join('|')})`,
  ];
  const filters = DIRECTORY_FILTERS.map(encodedKey).join('|');
  return [
    NGINX_BEGIN,
    "# The key of the limit on what Node renders per request (limit_req_zone rasi_render): the client's address, or",
    "# empty (not limited) for what nginx serves cached: a page of the route table, the offline page or a member firm's",
    '# page, in either language, its name in any letter case and with trailing slashes (the proxy redirects those',
    '# spellings, 308, without a render; but not `/TA/…`, which is no language and so a not-found page), and what the',
    "# proxy never has work for (Next's files, route handlers, public files, feeds: SKIPPED_PREFIXES). So the site",
    '# search, the page finder, a filtered directory and any other address (a not-found page, a made-up member firm)',
    '# keep the address. nginx tries the expressions in order and takes the first that matches.',
    'map $uri $rasi_render_limit_key {',
    '    default $binary_remote_addr;',
    `    "~^/(?:ta/)?(?i:${escape(DIRECTORY_PATH.slice(1))})/*$" $rasi_directory_limit_key;`,
    `    "~^/(?:${SKIPPED_PREFIXES.map(escape).join('|')})" "";`,
    `    "~^/(?:(?:ta/)?(?i:${pages.join('|')})|ta)?/*$" "";`,
    '}',
    '# The directory is a cached page, unless its query has one of its filters (lib/directory.ts), a key as the',
    '# directory reads it: percent-decoded.',
    'map $args $rasi_directory_limit_key {',
    '    default "";',
    `    "~(?:^|&)(?:${filters})=" $binary_remote_addr;`,
    '}',
    NGINX_END,
  ].join('\n');
}

const NGINX_BLOCK = new RegExp(`^${escape(NGINX_BEGIN)}[\\s\\S]*?^${escape(NGINX_END)}$`, 'm');

async function nginxSource(ids) {
  const source = await readFile(join(ROOT, NGINX_CONF), 'utf8');
  if (!NGINX_BLOCK.test(source))
    throw new Error(`${NGINX_CONF}: no "${NGINX_BEGIN}" … "${NGINX_END}" lines to write between`);
  return source.replace(NGINX_BLOCK, () => nginxRenderMaps(ids));
}

const MATCHER = /^ {2}matcher: \[[\s\S]*?^ {2}\],$/m;

async function proxySource(ids) {
  const source = await readFile(join(ROOT, PROXY), 'utf8');
  if (!MATCHER.test(source)) throw new Error(`${PROXY}: no \`  matcher: [ … ],\` in its config to write`);
  return source.replace(MATCHER, `  matcher: ${JSON.stringify(proxyMatcher(ids))},`);
}

/** Every file this script writes, by its path from the repository's root, with its content, formatted. */
export async function expectedFiles() {
  const prettier = await import('prettier');
  const options = { ...(await prettier.resolveConfig(join(ROOT, PROXY))) };
  const files = new Map();
  for (const route of ROUTES) {
    for (const locale of /** @type {const} */ (['en', 'ta']))
      files.set(routeFilePath(locale, route.path), routeFile(route, locale));
  }
  files.set(SEARCH_CONTENT, searchContentFile());
  const ids = await memberIds();
  files.set(PROXY, await proxySource(ids));
  files.set(PAGE_ROUTES, pageRoutesFile());
  for (const [path, text] of files) files.set(path, await prettier.format(text, { ...options, filepath: path }));
  // Prettier has no parser for nginx's configuration: the lines are written as they are to be read.
  files.set(NGINX_CONF, await nginxSource(ids));
  return files;
}

/** Route files this script wrote earlier (they carry its mark) that no page of the table has now. */
async function strayRouteFiles(expected) {
  const found = [];
  for (const folder of Object.values(LOCALE_FOLDERS)) {
    for (const file of await readdir(join(ROOT, folder), { recursive: true })) {
      const path = join(folder, file);
      if (!path.endsWith('page.tsx') || expected.has(path)) continue;
      if ((await readFile(join(ROOT, path), 'utf8')).startsWith(MARK)) found.push(path);
    }
  }
  return found;
}

/** What differs between the files on disk and the route table's: each path with 'missing', 'stale' or 'stray'. */
export async function differences() {
  const expected = await expectedFiles();
  const found = [];
  for (const [path, text] of expected) {
    const full = join(ROOT, path);
    if (!existsSync(full)) found.push({ path, what: 'missing' });
    else if ((await readFile(full, 'utf8')) !== text) found.push({ path, what: 'stale' });
  }
  for (const path of await strayRouteFiles(expected)) found.push({ path, what: 'stray' });
  return { expected, found };
}

/** Brings the files in line with the route table; returns what it changed. */
export async function writeRoutes() {
  const { expected, found } = await differences();
  for (const { path, what } of found) {
    const full = join(ROOT, path);
    if (what === 'stray') {
      await rm(full);
      await rmdir(dirname(full)).catch(() => undefined);
    } else {
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, expected.get(path));
    }
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  try {
    const found = check ? (await differences()).found : await writeRoutes();
    for (const { path, what } of found)
      console.log(`${check ? '' : 'wrote: '}${relative('.', join(ROOT, path))} ${what}`);
    if (check && found.length > 0) {
      console.log('Run `npm run routes` to write them from lib/route-table.mjs.');
      process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
