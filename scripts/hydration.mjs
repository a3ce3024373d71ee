// When a server-rendered element answers to the visitor: React puts its props on the DOM node, under a
// `__reactProps$…` key, as it hydrates it, and from then on its event handlers run. A page's scripts start after its
// first screen and pictures are painted (lib/serving/page-cache/deferred-scripts.mjs), which can be after the load event a
// test or the benchmark waits for; a tap before then does nothing, and a visitor taps again. Shared by the browser
// tests (e2e/support/dialog.ts, e2e/interactions.spec.ts, e2e/routes.spec.ts) and the tap benchmark (bench/tap.mjs).

/**
 * Resolves once React has hydrated the element `locator` finds; throws after `timeout` ms.
 * @param {import('@playwright/test').Locator} locator
 * @param {{ timeout: number }} options
 */
export async function waitForHydration(locator, { timeout }) {
  const element = await locator.elementHandle({ timeout });
  await locator
    .page()
    .waitForFunction((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')), element, {
      timeout,
    });
}
