import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { localePath } from '../lib/i18n/locales';
import { ROUTES } from '../lib/routes';
import { MEMBER_SAMPLE } from './support/member-sample';

// Every route a visitor can land on, in both languages: the pages, six member firms' pages (linkinator crawls all of
// them), the 404 pages and a search rendered per request.
const PAGES: { path: string; status: number }[] = [
  ...ROUTES.map(({ path }) => ({ path, status: 200 })),
  ...ROUTES.map(({ path }) => ({ path: localePath('ta', path), status: 200 })),
  ...MEMBER_SAMPLE.map((path) => ({ path, status: 200 })),
  { path: '/no-such-page', status: 404 },
  { path: '/ta/no-such-page', status: 404 },
  { path: '/rasi-members/no-such-firm', status: 404 },
  { path: '/ta/rasi-members/no-such-firm', status: 404 },
  { path: '/search?q=gst', status: 200 },
  { path: '/offline', status: 200 },
  { path: '/ta/offline', status: 200 },
  { path: `/ta/search?q=${encodeURIComponent('சங்கம்')}`, status: 200 },
];

const JAVA = ['/usr/bin/java', '/usr/local/bin/java'].find((path) => existsSync(path)) ?? 'java';
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * The one rule of the checker that the HTML standard has outgrown: it allows `blocking` on a stylesheet link only,
 * but WHATWG HTML added `<link rel="expect" blocking="render">` in 2024 (#link-type-expect; Chrome 124). The root
 * layout uses it so that no frame shows a half-parsed header. Only that message on that element is set aside.
 */
const outdatedRule = ({ message, extract }: VnuMessage) =>
  message.includes('A “link” element with a “blocking” attribute must have a “rel” attribute whose value is') &&
  /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(extract ?? '');

function runVnu(files: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(JAVA, ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', (error) =>
      reject(new Error(`could not run ${JAVA} (apt-get install default-jre-headless): ${error.message}`)),
    );
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('every page is valid HTML by the Nu HTML Checker', async ({ request }) => {
  // One Java start for all the pages: the checker's start-up dominates.
  test.setTimeout(300_000);
  const dir = await mkdtemp(join(tmpdir(), 'rasi-vnu-'));
  try {
    // The checker names each file by a file: URL; its name is enough to find the page again.
    const pageOfFile = new Map<string, string>();
    for (const [index, { path, status }] of PAGES.entries()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect(response.headers()['content-type'], path).toContain('text/html');
      const name = `page-${index}.html`;
      await writeFile(join(dir, name), await response.body());
      pageOfFile.set(name, path);
    }

    const { code, stdout, stderr } = await runVnu([...pageOfFile.keys()].map((name) => join(dir, name)));
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`the checker gave no report (exit ${code}):\n${stderr}${stdout}`);
    }

    // The checker read every page: a file it could not read would be a non-document error, not silence.
    const setAside = messages.filter(outdatedRule);
    const errors = messages
      .filter((message) => !outdatedRule(message))
      .map(
        ({ url, lastLine, firstColumn, message, extract, type }) =>
          `${(url && pageOfFile.get(basename(url))) ?? url ?? '(no page)'}:${lastLine ?? '?'}:${firstColumn ?? '?'} ` +
          `[${type}] ${message}${extract ? `\n    ${extract.replace(/\s+/g, ' ').trim()}` : ''}`,
      );
    expect(errors, `${errors.length} errors:\n${errors.join('\n')}`).toEqual([]);
    // The checker exits 1 on any error, the set-aside one included.
    expect(code, stdout).toBe(setAside.length ? 1 : 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
