import Link from 'next/link';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { groupLabel, groupOf, routeFor, routeText } from '@/lib/routes';
import { pageHref } from '@/lib/seo/urls';
import { UI } from '@/content/ui';
import { breadcrumbLd } from '@/lib/seo/structured-data';
import styles from './page-shell.module.css';
import { PrintMasthead } from './print-masthead';

/**
 * The frame of every inner page: the print masthead, breadcrumb (also as structured data), the page's one `h1` from
 * the route table, an optional lead.
 */
export function PageShell({
  path,
  locale,
  lead,
  children,
}: {
  path: string;
  locale: Locale;
  lead?: ReactNode;
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
          <PrintMasthead path={route.path} locale={locale} />
          <nav aria-label={ui.breadcrumb}>
            <ol className={styles.breadcrumb}>
              <li>
                <Link href={pageHref('/', locale)} prefetch={false}>
                  {ui.home}
                </Link>
              </li>
              {group && group.id !== 'contact' ? <li>{groupLabel(group, locale)}</li> : null}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
      </div>
      <div className={`container ${styles.body}`}>{children}</div>
      <JsonLd data={breadcrumbLd(route.path, config.siteUrl, locale)} />
    </>
  );
}
