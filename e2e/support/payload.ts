import type { Page } from '@playwright/test';

/**
 * The router payload a loaded page carries in its `self.__next_f.push(<JSON>)` scripts, its text chunks joined, as
 * the browser reads them (the JSON decoded, escapes and all).
 */
export function routerPayload(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.scripts]
      .map((script) => /^self\.__next_f\.push\(([\s\S]*)\)$/.exec(script.text)?.[1])
      .filter((json): json is string => json !== undefined)
      .map((json) => JSON.parse(json) as [number, string])
      .filter(([kind]) => kind === 1)
      .map(([, text]) => text)
      .join(''),
  );
}
