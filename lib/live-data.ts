import type { DataName } from './api/limits';

/**
 * The spec: "banners, yearly bulletins and notifications load first; events, gallery and exhibitors are fetched
 * about 500 ms later." Here, not in lib/api/calls.cjs: the browser needs only these two lists, and a CommonJS module
 * would bring all of its data into the browser's bundle.
 */
export const FIRST_PRIORITY = ['banners', 'bulletins', 'notifications'] as const satisfies readonly DataName[];
export const DELAYED = ['events', 'gallery', 'exhibitors'] as const satisfies readonly DataName[];
export const DELAYED_FETCH_MS = 500;

export type DataGroup = 'first-priority' | 'delayed';

export function groupOf(name: DataName): DataGroup {
  return (DELAYED as readonly DataName[]).includes(name) ? 'delayed' : 'first-priority';
}

export const apiPath = (name: DataName) => `/api/${name}` as const;
