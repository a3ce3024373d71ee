import Link from 'next/link';
import { notFound } from '@/lib/content/not-found';
import { ROUTE_GROUPS, routesIn, type SiteRoute } from '@/lib/routes';
import styles from './not-found-page.module.css';

/**
 * The designed 404 page. With the address that was asked (which only a page rendered per request can see), it
 * shows it and offers the pages closest to it first.
 */
export function NotFoundPage({ asked, suggestions = [] }: { asked?: string; suggestions?: readonly SiteRoute[] }) {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code}>404</p>
      <h1>{notFound.heading}</h1>
      {asked ? (
        <p className={styles.text}>
          {notFound.askedFor} <code>{asked}</code>
        </p>
      ) : null}
      <p className={styles.text}>{notFound.text}</p>
      {suggestions.length ? (
        <nav aria-labelledby="nf-suggestions" className={styles.suggestions}>
          <h2 id="nf-suggestions">{notFound.suggestionsHeading}</h2>
          <ul>
            {suggestions.map((route) => (
              <li key={route.path}>
                <Link href={route.path} prefetch={false}>
                  {route.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
      <nav aria-label="Sections of the site" className={styles.sections}>
        {ROUTE_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`nf-${group.id}`}>
            <h2 id={`nf-${group.id}`}>{group.label}</h2>
            <ul>
              {routesIn(group.id).map((route) => (
                <li key={route.path}>
                  <Link href={route.path}>{route.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
