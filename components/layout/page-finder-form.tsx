import { PAGE_FINDER_PATH, PAGE_QUERY_MAX } from '@/lib/page-finder';
import button from '@/components/ui/button.module.css';
import styles from './page-finder-form.module.css';

/** A GET form to /find-page, which lists the three pages closest to what was typed; it needs no JavaScript. */
export function PageFinderForm({ query = '' }: { query?: string }) {
  return (
    <form className={styles.form} role="search" method="get" action={PAGE_FINDER_PATH} aria-label="Find a page">
      <label htmlFor="page-finder-q">Page name or address</label>
      <input
        id="page-finder-q"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={PAGE_QUERY_MAX}
        autoComplete="off"
        required
      />
      <button type="submit" className={button.primary}>
        Find
      </button>
    </form>
  );
}
