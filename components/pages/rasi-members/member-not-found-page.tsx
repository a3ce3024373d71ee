import searchForm from '@/components/layout/page-finder-form.module.css';
import notFound from '@/components/pages/not-found/not-found.module.css';
import button from '@/components/ui/button.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { DIRECTORY_PATH } from '@/lib/member-pages';
import { pageHref } from '@/lib/seo/page-urls';
import { memberDirectoryPageText as labels, memberPageText as text } from '@/content/members';
import { UI } from '@/content/ui';

/**
 * The 404 of an address under the directory that names no firm: the directory's search (a GET form to the
 * directory, which proxy.ts answers filtered, so it works without script), the directory and the home page.
 */
export function MemberNotFoundPage({ locale }: { locale: Locale }) {
  const directory = pageHref(DIRECTORY_PATH, locale);
  return (
    <div className={`container ${notFound.page}`}>
      <p className={notFound.code}>404</p>
      <h1>{text.notFoundHeading[locale]}</h1>
      <p className={notFound.text}>{text.notFoundText[locale]}</p>
      <form
        className={searchForm.form}
        role="search"
        method="get"
        action={directory}
        aria-label={labels.searchFormLabel[locale]}
      >
        <label htmlFor="member-search-q">{labels.queryLabel[locale]}</label>
        <input id="member-search-q" name="q" type="search" maxLength={100} autoComplete="off" />
        <button type="submit" className={button.primary}>
          {labels.searchButton[locale]}
        </button>
      </form>
      <ul>
        <li>
          <a href={directory}>{text.wholeDirectory[locale]}</a>
        </li>
        <li>
          <a href={pageHref('/', locale)}>{UI[locale].goHome}</a>
        </li>
      </ul>
    </div>
  );
}
