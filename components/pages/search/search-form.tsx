'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import { LIVE_SEARCH_DELAY_MS, PAGE_SEARCH_INPUT_ID } from '@/lib/search/search-limits';
import styles from './search-page.module.css';

const searchHref = (action: string, query: string) =>
  query.trim() ? `${action}?q=${encodeURIComponent(query.trim())}` : action;

/** The form's words, in the page's language. */
export interface SearchFormText {
  readonly formLabel: string;
  readonly fieldLabel: string;
  readonly submit: string;
}

/**
 * The search page's form: a GET form to /search, so a search works without JavaScript. With script, the results
 * follow the typing: LIVE_SEARCH_DELAY_MS after the last keystroke the router re-renders the page on the server for
 * the new query (replacing the address, so Back leaves the search as it was), and the status line announces the
 * count. The field is not controlled: a re-render never touches what is being typed.
 */
export function SearchForm({
  query,
  maxLength,
  action,
  text,
}: {
  query: string;
  maxLength: number;
  /** The search page of the page's language: `/search` or `/ta/search`. */
  action: string;
  text: SearchFormText;
}) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (value: string) => {
    clearTimeout(timer.current);
    router.replace(searchHref(action, value), { scroll: false });
  };

  return (
    <form
      className={styles.form}
      role="search"
      method="get"
      action={action}
      aria-label={text.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        show(new FormData(event.currentTarget).get('q')?.toString() ?? '');
      }}
    >
      <label htmlFor={PAGE_SEARCH_INPUT_ID}>{text.fieldLabel}</label>
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
        {text.submit}
      </button>
    </form>
  );
}
