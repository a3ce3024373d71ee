import type { Page } from '@playwright/test';

type Noted = { handledApiFetches?: string[] };

/**
 * Has the page note each of its fetches of an /api/ list once it is done with it: the answer read to its end, every
 * callback on it run (SWR's, which shows the list or logs its error: all of them run as soon as the answer is in, in
 * the page's promise jobs), and one task more. For a test that must know a list's answer has been dealt with, not
 * merely that it arrived. Call before `page.goto`; read with `handledApiFetches`.
 */
export async function noteHandledApiFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const noted = window as unknown as Noted;
    noted.handledApiFetches = [];
    const fetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const answer = fetch.call(this, input, init);
      const { pathname } = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (pathname.startsWith('/api/')) {
        const handled = () => setTimeout(() => noted.handledApiFetches!.push(pathname));
        answer.then((response) => response.clone().arrayBuffer()).then(handled, handled);
      }
      return answer;
    };
  });
}

/** The /api/ paths the page has fetched and dealt with so far (noteHandledApiFetches), sorted. */
export async function handledApiFetches(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as Noted).handledApiFetches ?? [])].sort());
}
