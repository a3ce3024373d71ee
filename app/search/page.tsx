import type { Metadata } from 'next';
import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import { closestPages, PAGE_QUERY_MAX, pageQuery } from '@/lib/page-finder';
import { MAX_QUERY_TERMS } from '@/lib/search/constants';
import type { SearchGroup } from '@/lib/search/engine';
import { searchSite } from '@/lib/search/site-search';
import type { Segment } from '@/lib/search/snippet';
import { words } from '@/lib/search/terms';
import styles from './page.module.css';
import { SearchForm } from './search-form';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = pageQuery((await searchParams).q);
  return { title: query ? `${query}: search` : 'Search', robots: { index: false } };
}

/** Text with the matched words in <mark>, as text nodes: upstream text is never read as markup. */
function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, i) =>
    segment.marked ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
  );
}

/**
 * A link to a page goes through the router; one to an item on a page (a fragment) is an ordinary link, so that the
 * browser scrolls to the item, focuses it and styles it as the target, as it does for any fragment.
 */
function ResultLink({ href, children }: { href: string; children: ReactNode }) {
  return href.includes('#') ? (
    <a href={href}>{children}</a>
  ) : (
    <Link href={href} prefetch={false}>
      {children}
    </Link>
  );
}

function Group({ group }: { group: SearchGroup }) {
  const id = `results-${group.kind}`;
  const count = group.total > group.hits.length ? `${group.hits.length} of ${group.total}` : `${group.total}`;
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id}>
        {group.label} <span className={styles.count}>({count})</span>
      </h2>
      <ol className={styles.hits}>
        {group.hits.map((hit) => (
          <li key={hit.id} className={styles.hit}>
            <h3 className={styles.title}>
              <ResultLink href={hit.href}>
                <Marked segments={hit.title} />
              </ResultLink>
            </h3>
            <p className={styles.context}>{hit.context}</p>
            {hit.snippet.length ? (
              <p className={styles.snippet}>
                <Marked segments={hit.snippet} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The site search: the site's pages, members, people and committees, and the backend's notifications, bulletins,
 * events, gallery and exhibitors (lib/search), grouped by kind, best first. Rendered per request, as its answer
 * depends on the query; an empty or fruitless search offers the pages with the closest titles.
 */
export default async function SearchPage({ searchParams }: Props) {
  const query = pageQuery((await searchParams).q);
  const answer = await searchSite(query);
  const suggestions = answer.total ? [] : closestPages(query);
  const status = !query
    ? 'Type a word or two to search the whole site.'
    : !answer.terms.length
      ? `No words to look for in “${query}”.`
      : answer.total
        ? `${plural(answer.total, 'result', 'results')} for “${query}”`
        : `No results for “${query}”.`;

  return (
    <div className={`container ${styles.page}`}>
      <h1>Search</h1>
      <p className={styles.intro}>
        Pages, member firms, office bearers and committees, notifications, bulletins, today&apos;s events, the gallery
        and the exhibitors.
      </p>
      <SearchForm query={query} maxLength={PAGE_QUERY_MAX} />
      <p className={styles.status} role="status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      {answer.terms.length === MAX_QUERY_TERMS && words(query).length > MAX_QUERY_TERMS ? (
        <p className={styles.note}>Only the first {MAX_QUERY_TERMS} words were looked for.</p>
      ) : null}
      {answer.groups.map((group) => (
        <Group key={group.kind} group={group} />
      ))}
      {suggestions.length ? (
        <section aria-labelledby="closest-pages" className={styles.group}>
          <h2 id="closest-pages">{query ? 'Pages with the closest titles' : 'Pages to start from'}</h2>
          <ul className={styles.suggestions}>
            {suggestions.map((route) => (
              <li key={route.path}>
                <Link href={route.path} prefetch={false}>
                  {route.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
