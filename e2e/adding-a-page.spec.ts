// docs/adding-a-page.md, followed on a copy of the project: a page's words, its body and one entry in the route
// table, then the build (which writes the derived files, as `npm run routes` does). The new page must be served,
// listed and found in both languages, and until the derived files are written the check names each of them.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { freePort, loadServers, startDemo, startSite, type DemoBackend, type SiteServer } from './support/servers';

test.skip(!!process.env.BASE_URL, 'builds a copy of the project, not a deployed site');
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);

const PATH = '/energyaudit';
const TITLE = { en: 'Energy audits', ta: 'மின் தணிக்கை' };

// Step 1: its words.
const CONTENT = `import type { Localisable } from '@/lib/i18n/words';
import type { TitledText } from './content-shapes';

export const energyAuditIntro: Localisable<string> = {
  en: 'Power is the largest bill after wages for most member units. A RASI energy audit finds where a unit loses it: idle compressors, oversized motors, leaking steam lines and a poor power factor.',
  ta: 'பெரும்பாலான உறுப்பினர் அலகுகளுக்குச் சம்பளத்துக்கு அடுத்த பெரிய செலவு மின்கட்டணம். ராசியின் மின் தணிக்கை, ஓர் அலகு மின்சாரத்தை எங்கே இழக்கிறது என்பதைக் கண்டறிகிறது: சும்மா ஓடும் காற்றழுத்திகள், தேவைக்கு மிஞ்சிய மோட்டார்கள், கசியும் நீராவிக் குழாய்கள், குறைந்த திறன் காரணி.',
};

export const energyAuditSteps: Localisable<readonly TitledText[]> = [
  {
    title: { en: 'Walk-through', ta: 'நேரடிப் பார்வை' },
    text: {
      en: 'An engineer from the guidance cell spends a working day in the unit with a thermographic camera and a power analyser.',
      ta: 'வழிகாட்டு மையப் பொறியாளர் ஒருவர், வெப்பப் படக்கருவியும் மின் பகுப்பாய்வுக் கருவியும் கொண்டு, ஒரு வேலை நாள் முழுவதும் அலகில் இருப்பார்.',
    },
  },
  {
    title: { en: 'Report', ta: 'அறிக்கை' },
    text: {
      en: 'Within two weeks the unit receives a report that ranks each saving by what it costs and how soon it pays back.',
      ta: 'இரண்டு வாரங்களுக்குள், ஒவ்வொரு சேமிப்பையும் அதன் செலவு, அது எவ்வளவு விரைவில் ஈடாகும் என்ற வரிசையில் தரும் அறிக்கை அலகுக்குக் கிடைக்கும்.',
    },
  },
];
`;

// Step 2: its body.
const COMPONENT = `import { PageShell } from '@/components/layout/page-shell';
import { Steps } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import * as content from '@/content/energy-audit';

export function EnergyAuditPage({ locale }: { locale: Locale }) {
  const { energyAuditIntro, energyAuditSteps } = inLocale(content, locale);
  return (
    <PageShell path="${PATH}" locale={locale} lead={energyAuditIntro}>
      <Section title={{ en: 'How an audit runs', ta: 'தணிக்கை நடக்கும் முறை' }} locale={locale}>
        <Steps steps={energyAuditSteps} />
      </Section>
    </PageShell>
  );
}
`;

// Step 3: its entry, after the guidance cell's.
const ENTRY = `    {
      path: '${PATH}',
      title: '${TITLE.en}',
      group: 'services',
      component: 'energyaudit/energy-audit-page#EnergyAuditPage',
      content: ['energy-audit'],
      updated: '2026-11-28',
      description: 'Energy audits for member units: what they cover, what they find and how to book one.',
      ta: {
        title: '${TITLE.ta}',
        description: 'உறுப்பினர் அலகுகளுக்கான மின் தணிக்கை: அது எதைப் பார்க்கிறது, எதைக் கண்டறிகிறது, எப்படி முன்பதிவு செய்வது.',
      },
    },
`;

let dir = '';
let demo: DemoBackend | undefined;
let site: SiteServer | undefined;
let checkBefore = { code: 0, output: '' };

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  dir = mkdtempSync(join(tmpdir(), 'rasi-new-page-'));
  (await loadServers()).copyProject(dir, { linkModules: true });

  writeFileSync(join(dir, 'content/energy-audit.ts'), CONTENT);
  mkdirSync(join(dir, 'components/pages/energyaudit'));
  writeFileSync(join(dir, 'components/pages/energyaudit/energy-audit-page.tsx'), COMPONENT);
  const table = readFileSync(join(dir, 'lib/route-table.mjs'), 'utf8');
  const after = table.indexOf('\n    },\n', table.indexOf("path: '/guidancecell'")) + '\n    },\n'.length;
  expect(after).toBeGreaterThan('\n    },\n'.length);
  writeFileSync(join(dir, 'lib/route-table.mjs'), table.slice(0, after) + ENTRY + table.slice(after));

  try {
    await run(process.execPath, ['scripts/write-routes.mjs', '--check'], { cwd: dir });
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    checkBefore = { code, output: stdout };
  }

  // The bundled demo backend feeds the build, on a port of its own.
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_PORT: String(await freePort()), NEXT_TELEMETRY_DISABLED: '1' };
  delete env.API_BASE_URL;
  try {
    await run(process.execPath, ['scripts/run.mjs', 'build'], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`The build of the copy with the new page failed:\n${`${stdout}${stderr}`.slice(-4000)}`);
  }

  const token = `new-page-${Date.now()}`;
  demo = await startDemo(token);
  site = await startSite({ API_BASE_URL: demo.apiBaseUrl, API_TOKEN: token }, { dir: join(dir, '.next/standalone') });
});

test.afterAll(async () => {
  await site?.stop();
  await demo?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('until the derived files are written, the check names each of them', () => {
  expect(checkBefore.code).toBe(1);
  for (const file of ['app/(en)/energyaudit/page.tsx', 'app/(ta)/ta/energyaudit/page.tsx']) {
    expect(checkBefore.output).toContain(`${file} missing`);
  }
  expect(checkBefore.output).toContain('lib/search/page-content.ts stale');
  expect(checkBefore.output).toContain('proxy.ts stale');
  expect(checkBefore.output).toContain('npm run routes');
  // The build wrote them.
  expect(existsSync(join(dir, 'app/(ta)/ta/energyaudit/page.tsx'))).toBe(true);
});

for (const locale of ['en', 'ta'] as const) {
  const address = locale === 'en' ? PATH : `/ta${PATH}`;

  test(`the new page is served in ${locale}, with its own heading, lead and section`, async ({ page }) => {
    const response = await page.goto(`${site!.url}${address}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(TITLE[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const heading = locale === 'en' ? 'How an audit runs' : 'தணிக்கை நடக்கும் முறை';
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(TITLE[locale]));
  });

  test(`the new page is in the ${locale} menu and in the sitemap with its other language`, async ({ page }) => {
    await page.goto(`${site!.url}${locale === 'en' ? '/' : '/ta'}`);
    await expect(page.getByRole('navigation').locator(`a[href="${address}"]`).first()).toBeAttached();
    const sitemap = await (await page.request.get(`${site!.url}/sitemap.xml`)).text();
    const entry = sitemap.split('<url>').find((url) => url.includes(`${address}</loc>`));
    expect(entry, `sitemap entry of ${address}`).toBeTruthy();
    expect(entry).toContain(`hreflang="${locale === 'en' ? 'ta' : 'en'}"`);
  });

  test(`the new page is found by the site search in ${locale}, by a word of its content`, async ({ page }) => {
    const word = locale === 'en' ? 'thermographic' : 'காற்றழுத்திகள்';
    await page.goto(`${site!.url}${locale === 'en' ? '' : '/ta'}/search?q=${encodeURIComponent(word)}`);
    await expect(page.locator(`main a[href="${address}"]`).first()).toBeVisible();
  });
}

test('another spelling of the new page is redirected to it, and an address under it is not found', async ({
  request,
}) => {
  const redirect = await request.get(`${site!.url}/EnergyAudit/`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(new URL(redirect.headers().location!, site!.url).pathname).toBe(PATH);
  expect((await request.get(`${site!.url}${PATH}/extra`)).status()).toBe(404);
});

// Offline reading across a deploy (issue 44, docs/pages.md#offline-reading): this copy's build is a new build of
// the checkout's, with its own BUILD_ID, so the deploy is tried here without building again. A visitor reads under
// the checkout's build; the copy's then takes the same address.
test('across a deploy, the new worker takes over, drops the old build’s cache, and the open page works on', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buildId = (standalone: string) => readFileSync(join(standalone, '.next/BUILD_ID'), 'utf8').trim();
  const { STANDALONE } = await loadServers();
  const [oldBuild, newBuild] = [buildId(STANDALONE), buildId(join(dir, '.next/standalone'))];
  expect(newBuild).not.toBe(oldBuild);
  const port = await freePort();
  const env = { API_BASE_URL: demo!.apiBaseUrl, API_TOKEN: demo!.token };
  const before = await startSite(env, { port });
  const context = await browser.newContext({ baseURL: before.url, serviceWorkers: 'allow' });
  const cacheNames = () => open.evaluate(() => caches.keys());
  const open = await context.newPage();
  try {
    await open.goto('/aboutrasi');
    await open.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    await open.goto('/');
    await expect.poll(cacheNames).toContain(`rasi-static-${oldBuild}`);
    await expect
      .poll(() => open.evaluate(async () => !!(await (await caches.open('rasi-pages')).match('/aboutrasi'))))
      .toBe(true);

    await before.stop();
    await site!.stop();
    // Deployed after the old build, as a new build is: the browser asks for the worker with the old file's date,
    // and a file no newer is answered 304 (the copy of the old build above is dated now, the new build's earlier).
    const worker = join(dir, '.next/standalone/public/sw.js');
    utimesSync(worker, new Date(), new Date());
    site = await startSite(env, { dir: join(dir, '.next/standalone'), port });
    // The browser looks for a new worker at the next navigation or update; the open page asks, until it is there.
    const served = await (await context.request.get('/sw.js')).text();
    expect(served, 'the new build’s worker').toContain(`"build":"${newBuild}"`);
    let registration = '';
    await expect
      .poll(
        async () => {
          registration = await open.evaluate(async () => {
            const found = await navigator.serviceWorker.getRegistration();
            const failed = await found?.update().then(
              () => '',
              (error: unknown) => String(error),
            );
            const [installing, waiting] = [found?.installing?.state, found?.waiting?.state];
            return JSON.stringify({ failed, installing, waiting, active: found?.active?.state });
          });
          return cacheNames();
        },
        { timeout: 30_000, message: 'the new worker’s cache (the registration is logged)' },
      )
      .toContain(`rasi-static-${newBuild}`)
      .catch((error: Error) => {
        throw new Error(`${error.message}\nregistration: ${registration}`);
      });
    await expect.poll(cacheNames).not.toContain(`rasi-static-${oldBuild}`);

    // The page opened under the old build: its lists refresh, and its links lead to the new build's pages.
    expect(await open.evaluate(async () => (await fetch('/api/notifications')).status)).toBe(200);
    await open.locator('main a[href="/membership"]').first().click();
    await expect(open.locator('h1')).toHaveText('Membership');

    // The page saved under the old build still opens with no server and no network.
    await site.stop();
    await context.setOffline(true);
    await open.goto('/aboutrasi');
    await expect(open.locator('h1')).toHaveText('About RASI');
    await expect(open.locator('#saved-copy')).toContainText('Saved copy from');
  } finally {
    await context.close();
    await before.stop();
  }
});
