/** @jest-environment node */
// The files written from the route table (scripts/write-routes.mjs): each page's two route files, the search's map
// of its words, the proxy's matcher and nginx's map of what its per-client limit leaves alone. A page added to or removed from lib/route-table.mjs, or a member firm added
// to content/members.ts, without `npm run routes` fails here, naming each file that lags behind.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, localePath } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { MEMBER_IDS } from '@/lib/member-pages';
import { config } from '@/proxy';

const ROOT = join(__dirname, '..');

function check(): { code: number; output: string } {
  try {
    return {
      code: 0,
      output: execFileSync(process.execPath, ['scripts/write-routes.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' }),
    };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { code: status, output: `${stdout}${stderr}` };
  }
}

test('every file written from the route table is as the table makes it', () => {
  const { code, output } = check();
  expect(output).toBe('');
  expect(code).toBe(0);
});

test.each(ROUTES.flatMap((route) => LOCALES.map((locale) => [localePath(locale, route.path), route, locale] as const)))(
  'the route file of %s renders its component in its language',
  (_address, route, locale) => {
    const file = join(
      ROOT,
      locale === 'en' ? 'app/(en)' : 'app/(ta)/ta',
      route.path === '/' ? '' : route.path,
      'page.tsx',
    );
    const source = readFileSync(file, 'utf8');
    const [, name] = route.component.split('#');
    expect(source).toContain(`pageMetadata('${route.path}', '${locale}')`);
    expect(source).toContain(`<${name} locale="${locale}" />`);
  },
);

test("the proxy's matcher names every page and every member firm", () => {
  const [{ source }] = config.matcher as [{ source: string }];
  for (const route of ROUTES.filter((route) => route.path !== '/')) expect(source).toContain(route.path.slice(1));
  for (const id of MEMBER_IDS) expect(source).toContain(id);
});

/** nginx's map `name` in deploy/nginx/rasi.conf, as a function from the map's source to its value. */
function nginxMap(conf: string, name: string): (source: string) => string {
  const body = new RegExp(`^map \\S+ \\$${name} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(conf)?.[1];
  if (!body) throw new Error(`deploy/nginx/rasi.conf has no map for $${name}`);
  let fallback = '';
  const entries: [RegExp, string][] = [];
  for (const line of body.split('\n').filter(Boolean)) {
    const [, key, value] = /^ {4}("[^"]*"|\S+) (\S+);$/.exec(line)!;
    if (key === 'default') fallback = value!;
    else entries.push([nginxRegExp(key!.slice(1, -1)), value!]);
  }
  return (source) => entries.find(([pattern]) => pattern.test(source))?.[1] ?? fallback;
}

/** nginx's `~` (or `~*`) expression in JavaScript, whose Node has no `(?i:…)`: its letters spelt in both cases. */
function nginxRegExp(key: string): RegExp {
  const caseless = key.startsWith('~*');
  const source = key
    .slice(caseless ? 2 : 1)
    .replace(
      /\(\?i:((?:\\.|[^()]|\((?:\\.|[^()])*\))*)\)/g,
      (_, group: string) =>
        `(?:${group.replace(/(\\.)|([a-z])/gi, (all, escaped, letter: string) => escaped ?? `[${letter.toLowerCase()}${letter.toUpperCase()}]`)})`,
    );
  return new RegExp(source, caseless ? 'i' : '');
}

describe("nginx's limit on pages rendered per request (deploy/nginx/rasi.conf)", () => {
  const conf = readFileSync(join(ROOT, 'deploy/nginx/rasi.conf'), 'utf8');
  const key = nginxMap(conf, 'rasi_render_limit_key');
  const directoryKey = nginxMap(conf, 'rasi_directory_limit_key');
  const ADDRESS = '$binary_remote_addr';
  const limitKey = (address: string) => {
    const [path, query = ''] = address.split('?');
    const value = key(path!);
    return value === '$rasi_directory_limit_key' ? directoryKey(query) : value;
  };

  test('leaves every page, member firm and file alone, in any letter case and with trailing slashes', () => {
    const pages = [...ROUTES.map((route) => route.path), ...MEMBER_IDS.map((id) => `/rasi-members/${id}`), '/offline'];
    for (const path of pages.flatMap((path) => LOCALES.map((locale) => localePath(locale, path)))) {
      for (const address of [path, `${path}/`, path.toUpperCase().replace(/^\/TA\b/, '/ta'), `${path}?utm_source=x`])
        expect([address, limitKey(address)]).toEqual([address, '""']);
    }
    for (const address of ['/_next/static/chunks/a.js', '/images/logo.svg', '/feed.xml', '/robots.txt', '/media/x.jpg'])
      expect([address, limitKey(address)]).toEqual([address, '""']);
  });

  test('limits the search, the page finder, a filtered directory and every other address by the client', () => {
    for (const address of [
      '/search?q=steel',
      '/ta/search?q=steel',
      '/find-page?q=about',
      '/ta/find-page?q=about',
      '/rasi-members?q=steel',
      '/ta/rasi-members?category=x&district=y',
      '/rasi-members?page=2&district=karur',
      '/rasi-members?%71=steel',
      '/rasi-members?c%61tegory=x',
      '/no-such-page',
      '/ta/no-such-page',
      '/rasi-members/made-up-firm',
      '/rasi-members/search',
      '/TA/aboutrasi',
      '/aboutrasi/more',
    ])
      expect([address, limitKey(address)]).toEqual([address, ADDRESS]);
  });
});
