import { PAGE_FINDER_PATH, PAGE_QUERY_MAX } from '@/lib/page-finder';
import button from '@/components/ui/button.module.css';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { UI } from '@/content/ui';
import styles from './page-finder-form.module.css';

/** A GET form to /find-page, which lists the three pages closest to what was typed; it needs no JavaScript. */
export function PageFinderForm({ locale, query = '' }: { locale: Locale; query?: string }) {
  const ui = UI[locale];
  return (
    <form
      className={styles.form}
      role="search"
      method="get"
      action={localePath(locale, PAGE_FINDER_PATH)}
      aria-label={ui.findPage}
    >
      <label htmlFor="page-finder-q">{ui.findPageLabel}</label>
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
        {ui.find}
      </button>
    </form>
  );
}
