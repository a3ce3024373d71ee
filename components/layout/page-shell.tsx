import { PageLink } from '@/components/ui/page-link';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { lastUpdated } from '@/lib/last-updated';
import { groupLabel, groupOf, routeFor, routeText } from '@/lib/routes';
import { pageHref } from '@/lib/seo/page-urls';
import { UI } from '@/content/ui';
import { breadcrumbLd } from '@/lib/seo/structured-data';
import { LastUpdated } from './last-updated';
import styles from './page-shell.module.css';
import { PrintMasthead } from './print-masthead';

/** A page below a page of the route table (a member firm's, below the directory), which has no entry of its own. */
export interface Subpage {
  /** Its site path, in no language (`/rasi-members/kaveri-polymers`). */
  readonly path: string;
  /** Its name as the breadcrumb and structured data give it. */
  readonly name: string;
  /** Its `h1`, when it needs markup (a firm's registered name marked as English on a Tamil page). */
  readonly heading?: ReactNode;
}

/**
 * The frame of every inner page: the print masthead, breadcrumb (also as structured data), the page's one `h1` from
 * the route table, an optional lead. With `subpage`, the page is that one, below the route `path`: the breadcrumb
 * links to the route and ends at the subpage, whose name is the `h1`. Below the body, the page's "Last updated" date:
 * the route's own (a subpage shares its route's), or the newest of `itemDates`, the dates of the backend's items the
 * page shows, when later (lib/last-updated.ts).
 */
export function PageShell({
  path,
  locale,
  lead,
  subpage,
  itemDates,
  children,
}: {
  path: string;
  locale: Locale;
  lead?: ReactNode;
  subpage?: Subpage;
  itemDates?: readonly (string | null)[];
  children: ReactNode;
}) {
  const route = routeFor(path);
  const group = groupOf(route);
  const title = routeText(route, locale).title;
  const ui = UI[locale];
  return (
    <>
      <div className={styles.hero}>
        <div className="container">
          <PrintMasthead path={subpage?.path ?? route.path} locale={locale} />
          <nav aria-label={ui.breadcrumb}>
            <ol className={styles.breadcrumb}>
              <li>
                <PageLink href={pageHref('/', locale)}>{ui.home}</PageLink>
              </li>
              {group && group.id !== 'contact' ? <li>{groupLabel(group, locale)}</li> : null}
              {subpage ? (
                <>
                  <li>
                    <PageLink href={pageHref(route.path, locale)}>{title}</PageLink>
                  </li>
                  <li aria-current="page">{subpage.heading ?? subpage.name}</li>
                </>
              ) : (
                <li aria-current="page">{title}</li>
              )}
            </ol>
          </nav>
          <h1>{subpage ? (subpage.heading ?? subpage.name) : title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
      </div>
      <div className={`container ${styles.body}`}>
        {children}
        <LastUpdated date={lastUpdated(route, locale, itemDates)} locale={locale} />
      </div>
      <JsonLd data={breadcrumbLd(route.path, config.siteUrl, locale, subpage)} />
    </>
  );
}
