'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import { LIVE_SEARCH_DELAY_MS, PAGE_SEARCH_INPUT_ID, SEARCH_PATH } from '@/lib/search/constants';
import styles from './page.module.css';

const searchHref = (query: string) =>
  query.trim() ? `${SEARCH_PATH}?q=${encodeURIComponent(query.trim())}` : SEARCH_PATH;

/**
 * The search page's form: a GET form to /search, so a search works without JavaScript. With script, the results
 * follow the typing: LIVE_SEARCH_DELAY_MS after the last keystroke the router re-renders the page on the server for
 * the new query (replacing the address, so Back leaves the search as it was), and the status line announces the
 * count. The field is not controlled: a re-render never touches what is being typed.
 */
export function SearchForm({ query, maxLength }: { query: string; maxLength: number }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (value: string) => {
    clearTimeout(timer.current);
    router.replace(searchHref(value), { scroll: false });
  };

  return (
    <form
      className={styles.form}
      role="search"
      method="get"
      action={SEARCH_PATH}
      aria-label="Search the site"
      onSubmit={(event) => {
        event.preventDefault();
        show(new FormData(event.currentTarget).get('q')?.toString() ?? '');
      }}
    >
      <label htmlFor={PAGE_SEARCH_INPUT_ID}>Words to look for</label>
      <input
        id={PAGE_SEARCH_INPUT_ID}
        className={`${field.input} ${styles.input}`}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/"
        onChange={(event) => {
          const { value } = event.currentTarget;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => show(value), LIVE_SEARCH_DELAY_MS);
        }}
      />
      <button type="submit" className={button.primary}>
        Search
      </button>
    </form>
  );
}
