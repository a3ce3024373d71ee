import type { Locale } from '@/lib/i18n/locales';
import { fillIn, inLocale } from '@/lib/i18n/words';
import { DISTRICT_LABELS } from '@/content/glossary';
import { keepDirectoryText, SAVED_PAGE_BYTES } from '@/content/offline';
import {
  MEMBER_CATEGORY_LABELS,
  memberCategories,
  memberDirectoryPageText as text,
  memberDistricts,
} from '@/content/members';
import { memberMatcher, type DirectoryFilters } from '@/lib/directory-filter';
import { DirectoryForm } from './directory-form';
import { KeepDirectory } from './keep-directory';
import { memberCards, memberCardsHtml } from './member-cards';
import { pageHref } from '@/lib/seo/page-urls';
import styles from './member-directory.module.css';

const LIST_ID = 'member-directory-list';
const KEEP_ID = 'keep-directory';

/**
 * The member directory: every member firm's card, rendered here on the server, those outside `initial` hidden,
 * and the search form, which filters the cards in the browser (directory-form.tsx).
 */
export function MemberDirectory({ locale, initial }: { locale: Locale; initial: DirectoryFilters }) {
  const cards = memberCards(locale);
  const matches = memberMatcher(initial);
  const shown = cards.filter(({ fields }) => matches(fields)).length;

  return (
    <>
      <DirectoryForm
        initial={initial}
        total={cards.length}
        initialCount={shown}
        categories={memberCategories.map((value) => ({ value, label: MEMBER_CATEGORY_LABELS[value][locale] }))}
        districts={memberDistricts.map((value) => ({ value, label: DISTRICT_LABELS[value][locale] }))}
        listId={LIST_ID}
        keepId={KEEP_ID}
        text={{
          formLabel: text.searchFormLabel[locale],
          query: text.queryLabel[locale],
          category: text.categoryLabel[locale],
          allCategories: text.allCategories[locale],
          district: text.districtLabel[locale],
          allDistricts: text.allDistricts[locale],
          search: text.searchButton[locale],
          clear: text.clearLink[locale],
          count: {
            all: text.countAll[locale],
            none: text.countNone[locale],
            one: text.countOne[locale],
            some: text.countSome[locale],
          },
          action: pageHref('/rasi-members', locale),
        }}
      />
      {/* Each card's markup is written once per language (member-cards.ts): the firm's id is the fragment links to it
          pointed at before it had a page of its own, its heading links to that page, and the form filters cards by
          their heading, first two details, category and district (directory-form.tsx) without ever reordering them.
          React leaves the list's inner HTML alone when it hydrates it, so the browser's filter may hide cards. */}
      <ul
        id={LIST_ID}
        className={styles.results}
        dangerouslySetInnerHTML={{ __html: memberCardsHtml(cards, matches) }}
      />
      <p className={styles.none}>{text.noResults[locale]}</p>
      <KeepDirectory
        id={KEEP_ID}
        text={{
          ...inLocale(keepDirectoryText, locale),
          note: fillIn(keepDirectoryText.note[locale], {
            count: cards.length,
            size: (((cards.length + 1) * SAVED_PAGE_BYTES[locale]) / 1e6).toFixed(1),
          }),
        }}
      />
    </>
  );
}
