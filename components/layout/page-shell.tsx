import Link from 'next/link';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { config } from '@/lib/config';
import { groupOf, routeFor } from '@/lib/routes';
import { breadcrumbLd } from '@/lib/seo/structured-data';
import styles from './page-shell.module.css';
import { PrintMasthead } from './print-masthead';

/**
 * The frame of every inner page: the print masthead, breadcrumb (also as structured data), the page's one `h1` from
 * the route table, an optional lead.
 */
export function PageShell({ path, lead, children }: { path: string; lead?: ReactNode; children: ReactNode }) {
  const route = routeFor(path);
  const group = groupOf(route);
  return (
    <>
      <div className={styles.hero}>
        <div className="container">
          <PrintMasthead path={route.path} />
          <nav aria-label="Breadcrumb">
            <ol className={styles.breadcrumb}>
              <li>
                <Link href="/" prefetch={false}>
                  Home
                </Link>
              </li>
              {group && group.id !== 'contact' ? <li>{group.label}</li> : null}
              <li aria-current="page">{route.title}</li>
            </ol>
          </nav>
          <h1>{route.title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
      </div>
      <div className={`container ${styles.body}`}>{children}</div>
      <JsonLd data={breadcrumbLd(route.path, config.siteUrl)} />
    </>
  );
}
