import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import { PAGE_QUERY_MAX } from '@/lib/page-finder';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { HEADER_SEARCH_INPUT_ID, HEADER_SEARCH_TOGGLE_ID, SEARCH_PATH } from '@/lib/search/search-limits';
import { UI } from '@/content/ui';
import styles from './site-search.module.css';

const FORM_ID = 'site-search';

function SearchIcon() {
  return (
    <svg
      className={styles.icon}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/**
 * The header's search: a GET form to /search on every page, which needs no JavaScript. On a phone it waits behind a
 * search button, a <details> whose open state shows the form (a sibling, by CSS), so it opens without script too.
 * The `/` key focuses the field (components/layout/main-nav.tsx).
 */
export function SiteSearch({ locale }: { locale: Locale }) {
  const ui = UI[locale];
  return (
    <>
      <details id={HEADER_SEARCH_TOGGLE_ID} className={styles.toggle}>
        <summary aria-controls={FORM_ID}>
          <SearchIcon />
          <span className="visually-hidden">{ui.search}</span>
        </summary>
      </details>
      <form
        id={FORM_ID}
        className={styles.form}
        role="search"
        method="get"
        action={localePath(locale, SEARCH_PATH)}
        aria-label={ui.searchForm}
      >
        <label htmlFor={HEADER_SEARCH_INPUT_ID} className="visually-hidden">
          {ui.searchTheSite}
        </label>
        <input
          id={HEADER_SEARCH_INPUT_ID}
          className={`${field.input} ${styles.input}`}
          name="q"
          type="search"
          maxLength={PAGE_QUERY_MAX}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={ui.searchTheSite}
          aria-keyshortcuts="/"
        />
        <button type="submit" className={`${button.primary} ${styles.submit}`}>
          {ui.search}
        </button>
      </form>
    </>
  );
}
