'use client';

import { useMemo, useRef, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { PopupProvider } from '@/components/popup/details-popup';
import type { DataName } from '@/lib/api/limits';
import { fetchJson } from '@/lib/fetcher';
import { apiPath, DELAYED_FETCH_MS, groupOf, type DataGroup } from '@/lib/live-data';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The delayed group's fetcher: the same request, made DELAYED_FETCH_MS later. */
async function fetchDelayed<T>(url: string): Promise<T> {
  await wait(DELAYED_FETCH_MS);
  return fetchJson<T>(url);
}

/**
 * Holds the backend data of a page. The server renders it (so it shows without JavaScript); in the browser SWR
 * keeps it fresh through the /api route handlers: the delayed group 500 ms after the page is on screen, every
 * list again on focus and reconnect. A failure keeps what is shown and logs one console error per group.
 */
export function LiveDataProvider({ children }: { children: ReactNode }) {
  const logged = useRef(new Set<DataGroup>());

  const value = useMemo(
    () => ({
      fetcher: fetchJson,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      revalidateIfStale: false,
      dedupingInterval: 30_000,
      focusThrottleInterval: 30_000,
      shouldRetryOnError: false,
      onError(error: unknown, key: string) {
        const group = groupOf(key.replace('/api/', '') as DataName);
        if (logged.current.has(group)) return;
        logged.current.add(group);
        console.error(`Could not load the ${group} data`, error);
      },
    }),
    [],
  );

  // The backend's lists are the only things with a details popup, so its provider comes with them and pages
  // without a list load none of its code.
  return (
    <SWRConfig value={value}>
      <PopupProvider>{children}</PopupProvider>
    </SWRConfig>
  );
}

/**
 * One backend list, as the server rendered it until the browser has a fresher copy. The delay lives in the
 * fetcher, not in shared state, so a list re-renders only when its own data changes.
 */
export function useLiveList<T>(name: DataName, serverData: readonly T[]): readonly T[] {
  const delayed = groupOf(name) === 'delayed';
  const { data } = useSWR<readonly T[]>(apiPath(name), delayed ? fetchDelayed<readonly T[]> : null, {
    fallbackData: serverData,
    revalidateOnMount: delayed,
  });
  return Array.isArray(data) ? data : serverData;
}
