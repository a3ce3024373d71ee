import type { Metadata } from 'next';
import { PageLink } from '@/components/ui/page-link';
import { Fragment, type ReactNode } from 'react';
import { closestPages, PAGE_QUERY_MAX, pageQuery } from '@/lib/page-finder';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { languageAlternates } from '@/lib/metadata';
import { MAX_QUERY_TERMS, SEARCH_PATH } from '@/lib/search/search-limits';
import type { SearchGroup } from '@/lib/search/engine';
import { searchSite } from '@/lib/search/site-search';
import type { Segment } from '@/lib/search/snippet';
import { words } from '@/lib/search/terms';
import { pageHref } from '@/lib/seo/page-urls';
import { routeText } from '@/lib/routes';
import { SEARCH_TEXT, type SearchText } from '@/content/search';
import styles from './search-page.module.css';
import { SearchForm } from './search-form';

type Props = { locale: Locale; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function searchMetadata(locale: Locale, searchParams: Props['searchParams']): Promise<Metadata> {
  const query = pageQuery((await searchParams).q);
  const text = SEARCH_TEXT[locale];
  return {
    title: query ? text.metaTitle(query) : text.title,
    robots: { index: false },
    alternates: { languages: languageAlternates(SEARCH_PATH) },
  };
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
  return href.includes('#') ? <a href={href}>{children}</a> : <PageLink href={href}>{children}</PageLink>;
}

function Group({ group, text }: { group: SearchGroup; text: SearchText }) {
  const id = `results-${group.kind}`;
  const count = group.total > group.hits.length ? text.ofTotal(group.hits.length, group.total) : `${group.total}`;
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id}>
        {text.kinds[group.kind]} <span className={styles.count}>({count})</span>
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

/**
 * The site search: the site's pages, members, people and committees, and the backend's notifications, bulletins,
 * events, gallery and exhibitors (lib/search), grouped by kind, best first. Rendered per request, as its answer
 * depends on the query; an empty or fruitless search offers the pages with the closest titles.
 */
export async function SearchPage({ locale, searchParams }: Props) {
  const text = SEARCH_TEXT[locale];
  const query = pageQuery((await searchParams).q);
  const answer = await searchSite(query, locale);
  const suggestions = answer.total ? [] : closestPages(query);
  const status = !query
    ? text.prompt
    : !answer.terms.length
      ? text.noWords(query)
      : answer.total
        ? text.results(answer.total, query)
        : text.noResults(query);

  return (
    <div className={`container ${styles.page}`}>
      <h1>{text.title}</h1>
      <p className={styles.intro}>{text.intro}</p>
      <SearchForm
        query={query}
        maxLength={PAGE_QUERY_MAX}
        action={localePath(locale, SEARCH_PATH)}
        text={{ formLabel: text.formLabel, fieldLabel: text.fieldLabel, submit: text.submit }}
      />
      <p className={styles.status} role="status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      {answer.terms.length === MAX_QUERY_TERMS && words(query).length > MAX_QUERY_TERMS ? (
        <p className={styles.note}>{text.onlyFirstWords(MAX_QUERY_TERMS)}</p>
      ) : null}
      {answer.groups.map((group) => (
        <Group key={group.kind} group={group} text={text} />
      ))}
      {suggestions.length ? (
        <section aria-labelledby="closest-pages" className={styles.group}>
          <h2 id="closest-pages">{query ? text.closestPages : text.startPages}</h2>
          <ul className={styles.suggestions}>
            {suggestions.map((route) => (
              <li key={route.path}>
                <PageLink href={pageHref(route.path, locale)}>{routeText(route, locale).title}</PageLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
