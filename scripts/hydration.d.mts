import type { Locator } from '@playwright/test';

/** Resolves once React has hydrated the element `locator` finds; throws after `timeout` ms. */
export declare function waitForHydration(locator: Locator, options: { timeout: number }): Promise<void>;
