import { ROUTE_GROUPS, ROUTES } from '@/lib/routes';

export interface NavGroup {
  readonly id: string;
  readonly label: string;
  readonly routes: readonly { readonly path: string; readonly title: string }[];
}

let groups: NavGroup[] | undefined;

/**
 * The menus, built on the server: the browser gets their paths and titles as props, not the whole route table
 * (descriptions and all) as code. One object for the process: the header's menus and the 404 page's list of every
 * page (which rides in every page's router payload) get the same one, which React sends once per payload.
 */
export function navGroups(): readonly NavGroup[] {
  groups ??= ROUTE_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    routes: ROUTES.filter((route) => route.group === group.id).map(({ path, title }) => ({ path, title })),
  }));
  return groups;
}
