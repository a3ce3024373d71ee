import type { Metadata } from 'next';
import Link from 'next/link';
import { PageFinderForm } from '@/components/layout/page-finder-form';
import { closestPages, pageQuery } from '@/lib/page-finder';
import { groupOf } from '@/lib/routes';
import styles from '../not-found.module.css';

export const metadata: Metadata = {
  title: 'Find a page',
  robots: { index: false },
};

/**
 * The page finder the 404 page offers: the three pages whose name or address is closest to what was typed (a
 * mistyped address, a page's name). Rendered per request, as its answer depends on the query.
 */
export default async function FindPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const query = pageQuery((await searchParams).q);
  const pages = query ? closestPages(query) : [];
  return (
    <div className={`container ${styles.page}`}>
      <h1>Find a page</h1>
      <p className={styles.text}>
        Type a page&apos;s name or the address you tried: the three pages of the site closest to it are listed here.
      </p>
      <PageFinderForm query={query} />
      {pages.length ? (
        <section aria-labelledby="find-page-results">
          <h2 id="find-page-results">
            Closest to <q>{query}</q>
          </h2>
          <ol>
            {pages.map((route) => (
              <li key={route.path}>
                <Link href={route.path} prefetch={false}>
                  {route.title}
                </Link>{' '}
                <span>({groupOf(route)?.label ?? 'Home'})</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </div>
  );
}
