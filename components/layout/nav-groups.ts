import type { Locale } from '@/lib/i18n/locales';
import { groupLabel, ROUTE_GROUPS, ROUTES, routeText } from '@/lib/routes';
import { pageHref } from '@/lib/seo/page-urls';

export interface NavGroup {
  readonly id: string;
  readonly label: string;
  readonly routes: readonly { readonly path: string; readonly title: string }[];
}

const groups: Partial<Record<Locale, NavGroup[]>> = {};

/**
 * The menus, built on the server: the browser gets their paths and titles as props, not the whole route table
 * (descriptions and all) as code. One object for the process: the header's menus and the 404 page's list of every
 * page (which rides in every page's router payload) get the same one, which React sends once per payload.
 */
export function navGroups(locale: Locale): readonly NavGroup[] {
  groups[locale] ??= ROUTE_GROUPS.map((group) => ({
    id: group.id,
    label: groupLabel(group, locale),
    routes: ROUTES.filter((route) => route.group === group.id).map((route) => ({
      path: pageHref(route.path, locale),
      title: routeText(route, locale).title,
    })),
  }));
  return groups[locale];
}
