import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/routes';
import { startTestBackend, type TestBackend } from './support/fault-backend';
import { rawRequest, type RawResponse } from './support/raw-http';
import { BUILD_CANARY_TOKEN, CANARY_TOKEN, STANDALONE, startSite, type SiteServer } from './support/servers';
import { ROUTE_HANDLERS } from './support/site-map';

// What must never come back: the tokens, and the tell-tale lines of the files an attacker would ask for.
const LEAKS = [
  CANARY_TOKEN,
  BUILD_CANARY_TOKEN,
  'root:x:0:0',
  'repositoryformatversion',
  '"devDependencies"',
  'dangerouslyAllowLocalIP',
  'API_TOKEN=',
  'process.chdir(__dirname)',
];

const LONG = 'a'.repeat(8192);

const BAD_PATHS = [
  '/..%2f..%2fetc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/../../etc/passwd',
  '/..%252f..%252fetc/passwd',
  '/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd',
  '/_next/static/..%2f..%2f..%2fpackage.json',
  '/_next/static/%2e%2e/%2e%2e/%2e%2e/package.json',
  '/images/..%2f..%2f..%2fpackage.json',
  '/%00',
  '/gallery%00.html',
  '/api/banners%00',
  '/%00/../etc/passwd',
  '/%zz',
  '/%E0%A4%A',
  '/%',
  '/gallery%',
  '/vision%zzmission',
  '/api/%zz',
  `/${LONG}`,
  `/gallery/${LONG}`,
  '/.env',
  '/.env.local',
  '/.env.production',
  '/.git/config',
  '/.git/HEAD',
  '/package.json',
  '/next.config.mjs',
  '/_next/../package.json',
  '/server.js',
  '/next-server.js',
  '/respond.mjs',
  '/page-cache-state.mjs',
  '/lib/serving/standalone-server.cjs',
  '/lib/process-state.mjs',
  '/lib/serving/page-cache/cache-handler.mjs',
  '/.next/BUILD_ID',
  '/_next/server/app/index.html',
  '/api/secret',
  '/api/getbanner',
  '/api',
  '/api/banners/1',
  '/api/__control/reset',
];

const ODD_QUERIES = [
  `/?q=${LONG}`,
  `/gallery?${LONG}`,
  `/rasi-members?q=${LONG}`,
  `/api/banners?${LONG}`,
  '/rasi-members?q=%zz',
  '/?%E0%A4%A=%zz',
  '/_next/image?url=%zz&w=64&q=75',
  '/_next/image?url=/../../etc/passwd&w=64&q=75',
  '/_next/image?url=%2F..%2F..%2Fpackage.json&w=64&q=75',
  '/_next/image?url=file:///etc/passwd&w=64&q=75',
  '/_next/image?url=http://127.0.0.1:22/&w=64&q=75',
];

let backend: TestBackend;
let site: SiteServer;

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.skip(!!process.env.BASE_URL, 'starts its own build');

function expectNoLeak(response: RawResponse, label: string) {
  for (const leak of LEAKS) expect(response.raw, `${label} leaks ${leak}`).not.toContain(leak);
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  backend = await startTestBackend(CANARY_TOKEN);
  site = await startSite({ API_BASE_URL: backend.apiBaseUrl, API_TOKEN: CANARY_TOKEN });
});

test.afterAll(async () => {
  await site?.stop();
  await backend?.close();
});

test('paths that climb out, hide a NUL byte, break the encoding, run long or name a secret get a 4xx', async () => {
  for (const path of BAD_PATHS) {
    const response = await rawRequest(site.url, 'GET', path);
    const label = `GET ${path.slice(0, 60)}`;
    expect(response.status, label).toBeGreaterThanOrEqual(400);
    expect(response.status, label).toBeLessThan(500);
    expectNoLeak(response, label);
  }
});

test('odd and long query strings never cause a 5xx or a leak', async () => {
  for (const path of ODD_QUERIES) {
    const response = await rawRequest(site.url, 'GET', path);
    const label = `GET ${path.slice(0, 60)}`;
    expect(response.status, label).toBeGreaterThanOrEqual(200);
    expect(response.status, label).toBeLessThan(500);
    expectNoLeak(response, label);
  }
});

test('every method on every route handler: GET and HEAD answer, OPTIONS lists, the rest get 405', async () => {
  const expected: Record<string, number> = {
    GET: 200,
    HEAD: 200,
    OPTIONS: 204,
    POST: 405,
    PUT: 405,
    PATCH: 405,
    DELETE: 405,
    TRACE: 405,
  };
  for (const path of ROUTE_HANDLERS) {
    for (const [method, status] of Object.entries(expected)) {
      const response = await rawRequest(site.url, method, path);
      expect(response.status, `${method} ${path}`).toBe(status);
      if (method === 'HEAD' || status === 204) expect(response.body, `${method} ${path}`).toBe('');
      if (status === 405) expect(response.head, `${method} ${path}`).toMatch(/\r\nallow: [^\r]*GET/i);
      expectNoLeak(response, `${method} ${path}`);
    }
    // Node hands CONNECT to a tunnel handler the site does not have: the connection closes without an answer.
    const connect = await rawRequest(site.url, 'CONNECT', path);
    expect(connect.status === 0 || (connect.status >= 400 && connect.status < 500), `CONNECT ${path}`).toBe(true);
  }
});

test('pages answer HEAD with 200 and no body, and refuse other methods without a 5xx', async () => {
  for (const { path } of ROUTES) {
    const response = await rawRequest(site.url, 'HEAD', encodeURI(path));
    expect(response.status, `HEAD ${path}`).toBe(200);
    expect(response.body, `HEAD ${path}`).toBe('');
  }
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']) {
    for (const path of ['/', '/gallery', '/no-such-page']) {
      const response = await rawRequest(site.url, method, path);
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expectNoLeak(response, `${method} ${path}`);
    }
  }
});

test('the server stayed up, logged no stack trace and never the token', async () => {
  const health = await rawRequest(site.url, 'GET', '/api/health');
  expect(health.status).toBe(200);
  expect(site.alive()).toBe(true);
  expect(site.log()).toContain('server_start');
  for (const leak of LEAKS) expect(site.log()).not.toContain(leak);
  expect(site.log()).not.toMatch(/^\s+at /m);
});

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

test('no file the build serves or runs holds a token', () => {
  const roots = [
    resolve(STANDALONE, '../static'),
    join(STANDALONE, 'public'),
    join(STANDALONE, '.next/static'),
    join(STANDALONE, '.next/server'),
  ];
  const scanned = roots.flatMap(files);
  expect(scanned.length).toBeGreaterThan(50);
  for (const file of scanned) {
    const content = readFileSync(file).toString('latin1');
    expect(content.includes(CANARY_TOKEN) || content.includes(BUILD_CANARY_TOKEN), file).toBe(false);
  }
});
