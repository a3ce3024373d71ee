import type { Locale } from './i18n/locales';
import { ROUTE_GROUPS as GROUPS, ROUTES as TABLE } from './route-table.mjs';

/** A page path of the route table (lib/route-table.mjs); any other string does not compile where one is expected. */
export type RoutePath = (typeof TABLE)[number]['path'];
export type RouteGroup = (typeof TABLE)[number]['group'];
/** The lists of people and committees that pages show. */
export type PeopleList = Extract<(typeof TABLE)[number], { people: string }>['people'];

export interface SiteRoute {
  readonly path: RoutePath;
  readonly title: string;
  readonly group: RouteGroup;
  readonly description: string;
  /** The title and description in Tamil, and the day its Tamil words alone last changed, if later than `updated`. */
  readonly ta: { readonly title: string; readonly description: string; readonly updated?: string };
  /** The page's body under components/pages/, '<folder>/<file>#<Export>' (scripts/write-routes.mjs). */
  readonly component: string;
  /** The day the page's own words last changed, YYYY-MM-DD: its "Last updated" date (lib/last-updated.ts). */
  readonly updated: string;
  /** The content modules whose words the page shows, for the site search (lib/search/page-content.ts). */
  readonly content?: readonly string[];
  /** The people (or committees) the page lists, each a search document (lib/search/index-documents.ts). */
  readonly people?: PeopleList;
  /** Shows the backend's lists: the sitemap's daily change frequency and higher priority (lib/route-table.mjs). */
  readonly showsBackendLists?: boolean;
}

export interface SiteGroup {
  readonly id: Exclude<RouteGroup, 'home'>;
  readonly label: string;
  readonly ta: string;
}

export const ROUTE_GROUPS: readonly SiteGroup[] = GROUPS;
export const ROUTES: readonly SiteRoute[] = TABLE;

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

export function routeFor(path: string): SiteRoute {
  const route = BY_PATH.get(path as RoutePath);
  if (!route) throw new Error(`No route ${path} in lib/route-table.mjs`);
  return route;
}

/** The menu group a page sits under; none for the home page, which has no group of its own. */
export function groupOf(route: SiteRoute): SiteGroup | undefined {
  return ROUTE_GROUPS.find((group) => group.id === route.group);
}

export function routesIn(group: RouteGroup): readonly SiteRoute[] {
  return ROUTES.filter((route) => route.group === group);
}

/** The canonical path for a path that differs only in letter case, if there is one. */
export function canonicalPath(path: string): RoutePath | undefined {
  const lower = path.toLowerCase();
  return ROUTES.find((route) => route.path.toLowerCase() === lower)?.path;
}

/** A page's title and description in a language. */
export function routeText(route: SiteRoute, locale: Locale): { readonly title: string; readonly description: string } {
  return locale === 'en' ? route : route.ta;
}

export function groupLabel(group: SiteGroup, locale: Locale): string {
  return locale === 'en' ? group.label : group.ta;
}
