import 'server-only';
import { getBulletins, getExhibitors, getGallery, getNotifications, getTodaysEvents } from '@/lib/api/data-policy';
import { processWide } from '@/lib/process-state.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { backendDocuments, contentDocuments, type BackendLists } from './index-documents';
import { createSiteIndex, type SearchAnswer, type SiteIndex } from './engine';

const NONE: readonly never[] = [];

/**
 * The backend's lists as the store holds them now. A list the backend has never answered is left out (the store
 * keeps the last good copy of the others through an outage), so the site's own pages are still searched.
 */
async function currentLists(): Promise<BackendLists> {
  const [bulletins, notifications, events, gallery, exhibitors] = await Promise.all(
    [getBulletins, getNotifications, getTodaysEvents, getGallery, getExhibitors].map((get) =>
      (get() as Promise<readonly unknown[]>).catch(() => NONE),
    ),
  );
  return { bulletins, notifications, events, gallery, exhibitors } as BackendLists;
}

const sameLists = (a: BackendLists, b: BackendLists) =>
  (Object.keys(a) as (keyof BackendLists)[]).every((key) => a[key] === b[key]);

/** The lists' data, to tell a refresh that brought the same data from one that changed it. */
const listsData = (lists: BackendLists) => JSON.stringify(lists);

// One index per language per server process, with the lists it was built from. The store hands out the same list
// objects until a refresh, so the lists are compared again only once per freshness window, and the index is
// rebuilt only when a refresh brought other data: a rebuild costs a language's searches some 50 ms of the event
// loop, and the backend's lists seldom change.
const built = processWide('search.index', () => ({
  current: {} as Partial<Record<Locale, { lists: BackendLists; data: string; index: SiteIndex }>>,
}));

/**
 * The index over the site's content in one language and the backend's latest good data, rebuilt when that data
 * has changed. Its results link to the pages in that language.
 */
export async function siteIndex(locale: Locale = 'en'): Promise<SiteIndex> {
  const lists = await currentLists();
  const current = built.current[locale];
  if (current && sameLists(current.lists, lists)) return current.index;
  const data = listsData(lists);
  if (current && current.data === data) {
    built.current[locale] = { ...current, lists };
    return current.index;
  }
  const index = createSiteIndex([...contentDocuments(locale), ...backendDocuments(lists, locale)]);
  built.current[locale] = { lists, data, index };
  return index;
}

export async function searchSite(query: string, locale: Locale = 'en'): Promise<SearchAnswer> {
  return (await siteIndex(locale)).search(query);
}
