import { ROUTE_GROUPS as GROUPS, ROUTES as TABLE } from './route-table.mjs';

/** A page path of the route table (lib/route-table.mjs); any other string does not compile where one is expected. */
export type RoutePath = (typeof TABLE)[number]['path'];
export type RouteGroup = (typeof TABLE)[number]['group'];

export interface SiteRoute {
  readonly path: RoutePath;
  readonly title: string;
  readonly group: RouteGroup;
  readonly description: string;
  /** Fed by the association's backend: revalidated, never frozen at build time. */
  readonly backendFed?: boolean;
}

export const ROUTE_GROUPS: readonly { readonly id: Exclude<RouteGroup, 'home'>; readonly label: string }[] = GROUPS;
export const ROUTES: readonly SiteRoute[] = TABLE;

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

export function routeFor(path: string): SiteRoute {
  const route = BY_PATH.get(path as RoutePath);
  if (!route) throw new Error(`No route ${path} in lib/route-table.mjs`);
  return route;
}

/** The menu group a page sits under; none for the home page, which has no group of its own. */
export function groupOf(route: SiteRoute): (typeof ROUTE_GROUPS)[number] | undefined {
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
