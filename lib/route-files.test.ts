/** @jest-environment node */
// The files written from the route table (scripts/write-routes.mjs): each page's two route files, the search's map
// of its words and the proxy's matcher. A page added to or removed from lib/route-table.mjs, or a member firm added
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
