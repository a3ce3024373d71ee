import { Fact } from '@/components/ui/fact';
import { englishLang } from '@/components/ui/other-language';
import { itemAnchor } from '@/lib/anchors';
import type { Locale } from '@/lib/i18n/locales';
import { fillIn, inLocale } from '@/lib/i18n/words';
import { DISTRICT_LABELS } from '@/content/glossary';
import { keepDirectoryText, SAVED_PAGE_BYTES } from '@/content/offline';
import {
  MEMBER_CATEGORY_LABELS,
  memberCategories,
  memberDirectoryPageText as text,
  memberDistricts,
  members as allMembers,
} from '@/content/members';
import { memberFields } from '@/lib/directory';
import { memberPath } from '@/lib/member-pages';
import { memberMatcher, type DirectoryFilters } from '@/lib/directory-filter';
import { DirectoryForm } from './directory-form';
import { KeepDirectory } from './keep-directory';
import { TelephoneFact } from './telephone-fact';
import { pageHref } from '@/lib/seo/page-urls';
import styles from './member-directory.module.css';

const LIST_ID = 'member-directory-list';
const KEEP_ID = 'keep-directory';

/**
 * The member directory: every member firm's card, rendered here on the server, those outside `initial` hidden,
 * and the search form, which filters the cards in the browser (directory-form.tsx).
 */
export function MemberDirectory({ locale, initial }: { locale: Locale; initial: DirectoryFilters }) {
  const members = inLocale(allMembers, locale);
  const matches = memberMatcher(initial);
  const cards = members.map((member) => ({ member, fields: memberFields(member) }));
  const shown = cards.filter(({ fields }) => matches(fields)).length;

  return (
    <>
      <DirectoryForm
        initial={initial}
        total={members.length}
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
      <ul id={LIST_ID} className={styles.results}>
        {cards.map(({ member, fields }, index) => (
          // The id is the fragment links to a firm pointed at before it had a page of its own (the browser starts
          // its next Tab from there, and :target outlines it). The heading links to the firm's page. The form filters cards by their
          // heading, first two details, category and district (directory-form.tsx), and never reorders them: keyed
          // by position, and `hidden` left out rather than false, so that the router payload repeats neither.
          <li
            key={index}
            id={itemAnchor('member', member.id)}
            className={styles.card}
            {...(matches(fields) ? {} : { hidden: true })}
            data-category={fields.category}
            data-district={fields.district}
          >
            <h2 className={styles.firm}>
              <a href={pageHref(memberPath(member.id), locale)} {...englishLang(locale)}>
                {member.firm}
              </a>
            </h2>
            <p className={styles.tags}>
              <span>{MEMBER_CATEGORY_LABELS[member.category][locale]}</span>
              <span>{DISTRICT_LABELS[member.district][locale]}</span>
            </p>
            <dl className={styles.details}>
              <Fact term={text.contactLabel[locale]}>{member.contact}</Fact>
              <Fact term={text.productsLabel[locale]}>{member.products.join(', ')}</Fact>
              <Fact term={text.memberSinceLabel[locale]}>{member.memberSince}</Fact>
              <TelephoneFact phone={member.phone} term={text.telephoneLabel[locale]} />
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.none}>{text.noResults[locale]}</p>
      <KeepDirectory
        id={KEEP_ID}
        text={{
          ...inLocale(keepDirectoryText, locale),
          note: fillIn(keepDirectoryText.note[locale], {
            count: members.length,
            size: (((members.length + 1) * SAVED_PAGE_BYTES[locale]) / 1e6).toFixed(1),
          }),
        }}
      />
    </>
  );
}
