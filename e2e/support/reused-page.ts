import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { SUITE_CONTEXT } from '../../playwright.config';

/**
 * A `test` whose `page` is one page per worker, reused from test to test, in a browser context made with `options`:
 * for specs whose tests each load a page and read it, nothing more (no listeners, routes or storage left behind).
 * A context of its own for each test costs a new renderer process: a load of /ta/aboutrasi took 580 ms that way
 * against 119 ms in a page already open, which several hundred such tests paid on CI's two cores.
 */
export function testWithReusedPage(options: BrowserContextOptions) {
  return base.extend<object, { reusedPage: Page }>({
    reusedPage: [
      async ({ browser }, provide) => {
        const context = await browser.newContext({ ...SUITE_CONTEXT, ...options });
        await provide(await context.newPage());
        await context.close();
      },
      { scope: 'worker' },
    ],
    page: async ({ reusedPage }, provide) => {
      await provide(reusedPage);
    },
  });
}
