import type { DataName } from './api/constants';
import { DELAYED } from './api/calls.cjs';

export { DELAYED, FIRST_PRIORITY } from './api/calls.cjs';
export const DELAYED_FETCH_MS = 500;

export type DataGroup = 'first-priority' | 'delayed';

export function groupOf(name: DataName): DataGroup {
  return (DELAYED as readonly DataName[]).includes(name) ? 'delayed' : 'first-priority';
}

export const apiPath = (name: DataName) => `/api/${name}` as const;
