import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// QA points the suite at any deployed address with BASE_URL; without it, the suite starts the local build.
const externalBaseUrl = process.env.BASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100);
const systemChromium = '/usr/bin/chromium';

export const E2E_TOKEN = 'e2e-token-6b1f0c2d9a';
/** The address every test loads pages from: BASE_URL, or the local build the suite starts. */
const SUITE_BASE_URL = externalBaseUrl ?? `http://127.0.0.1:${port}`;
const NEW_PAGE = /adding-a-page\.spec\.ts$/;
const DEVICE = devices['Desktop Chrome'];
/**
 * What every test's browser context is made with: the device, the address, and the service worker blocked. The
 * service worker changes no page a visitor reads online; it is tested where it acts (e2e/offline.spec.ts: saved
 * copies and the offline page through axe, e2e/csp.spec.ts: the pages' scripts under their policy with it,
 * e2e/adding-a-page.spec.ts: a deploy). Elsewhere it would install in each test's fresh browser context, fetching
 * the offline pages and every script again from the server the suite shares. Exported for contexts a spec makes
 * itself (e2e/support/reused-page.ts).
 */
export const SUITE_CONTEXT = { ...DEVICE, baseURL: SUITE_BASE_URL, serviceWorkers: 'block' } as const;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // CI runs a failed test once more, with its trace, to tell a flaky test from a broken one, and fails the run
  // either way: a test that passes only on its retry hides the day it fails for real.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // Three on CI's two cores: a test waits on the browser, the server and timers as much as it computes (a11y and
  // members specs, 293 tests: 302 s with three workers against 361 s with two, the three under more load).
  workers: 3,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  // A page's scripts start after its first screen, at most 3 s after it arrives (lib/serving/page-cache/deferred-scripts.mjs):
  // a check of what they do gets 10 s, room for that and a busy machine, as a visitor waits a moment for a button.
  expect: { timeout: 10_000 },
  use: {
    baseURL: SUITE_CONTEXT.baseURL,
    serviceWorkers: SUITE_CONTEXT.serviceWorkers,
    // A trace records every action's snapshot: 12–15 % of the suite's time when kept for every test (two runs of the
    // seo and routes specs, trace off against retain-on-failure). CI retries a failed test once, with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: existsSync(systemChromium) ? { executablePath: systemChromium } : {},
  },
  projects: [
    { name: 'chromium', use: { ...DEVICE }, testIgnore: NEW_PAGE },
    // Builds a copy of the project with a page added (docs/adding-a-page.md): minutes of both cores, so `npm test`
    // runs it on its own after the rest, on Node 24 (`npm run test:lts`), where it slows no other test.
    { name: 'new-page', use: { ...DEVICE }, testMatch: NEW_PAGE },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/run.mjs start',
        url: `http://127.0.0.1:${port}/api/health`,
        env: { PORT: String(port), API_TOKEN: E2E_TOKEN },
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
