import { todayInIndia } from './format';
import type { Locale } from './i18n/locales';
import type { SiteRoute } from './routes';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day a page last changed, as its "Last updated" line gives it: the date its own words carry in the route table
 * (in Tamil, the later of that and the day its Tamil words alone changed), or, on a page that shows the backend's
 * lists, the newest date among the items it shows when that is later. An item
 * dated after `today` (an event announced ahead) has not changed the page yet, and a date that is not one is ignored.
 * Never the day of the build or of the render: a page rebuilt without a change keeps its date.
 */
export function lastUpdated(
  route: Pick<SiteRoute, 'updated'> & { readonly ta?: Pick<SiteRoute['ta'], 'updated'> },
  locale: Locale,
  itemDates: readonly (string | null | undefined)[] = [],
  today: string = todayInIndia(),
): string {
  const tamil = locale === 'ta' ? route.ta?.updated : undefined;
  let newest = tamil && tamil > route.updated ? tamil : route.updated;
  for (const date of itemDates) {
    if (date && ISO_DATE.test(date) && date <= today && date > newest) newest = date;
  }
  return newest;
}
