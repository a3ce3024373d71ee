import type { Metadata } from 'next';
import Link from 'next/link';
import { ROUTE_GROUPS, routesIn } from '@/lib/routes';
import { notFound } from '@/content/not-found';
import { PageFinderForm } from '@/components/layout/page-finder-form';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code}>404</p>
      <h1>{notFound.heading}</h1>
      <p className={styles.text}>{notFound.text}</p>
      <PageFinderForm />
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
