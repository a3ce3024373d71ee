import { ROUTE_GROUPS, ROUTES } from '@/lib/routes';

export interface NavGroup {
  readonly id: string;
  readonly label: string;
  readonly routes: readonly { readonly path: string; readonly title: string }[];
}

/**
 * The menus, built on the server: the browser gets their paths and titles as props, not the whole route table
 * (descriptions and all) as code.
 */
export function navGroups(): NavGroup[] {
  return ROUTE_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    routes: ROUTES.filter((route) => route.group === group.id).map(({ path, title }) => ({ path, title })),
  }));
}
