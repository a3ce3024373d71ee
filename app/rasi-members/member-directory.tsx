import { itemAnchor } from '@/lib/anchors';
import { memberCategories, memberDistricts, members } from '@/content/members';
import { memberFields } from '@/lib/directory';
import { memberMatcher, type DirectoryFilters } from '@/lib/directory-filter';
import { DirectoryForm } from './directory-form';
import styles from './member-directory.module.css';

const LIST_ID = 'member-directory-list';

/**
 * The member directory: every member firm's card, rendered here on the server, those outside `initial` hidden,
 * and the search form, which filters the cards in the browser (directory-form.tsx).
 */
export function MemberDirectory({ initial }: { initial: DirectoryFilters }) {
  const matches = memberMatcher(initial);
  const cards = members.map((member) => ({ member, fields: memberFields(member) }));
  const shown = cards.filter(({ fields }) => matches(fields)).length;

  return (
    <>
      <DirectoryForm
        initial={initial}
        total={members.length}
        initialCount={shown}
        categories={memberCategories}
        districts={memberDistricts}
        listId={LIST_ID}
      />
      <ul id={LIST_ID} className={styles.results}>
        {cards.map(({ member, fields }) => (
          // The id is the fragment a search result links to; tabIndex lets the browser focus it on arrival. The form
          // filters cards by their heading, first two details, category and district (directory-form.tsx).
          <li
            key={member.id}
            id={itemAnchor('member', member.id)}
            tabIndex={-1}
            className={styles.card}
            hidden={!matches(fields)}
            data-category={fields.category}
            data-district={fields.district}
          >
            <h2 className={styles.firm}>{member.firm}</h2>
            <p className={styles.tags}>
              <span>{member.category}</span>
              <span>{member.district}</span>
            </p>
            <dl className={styles.details}>
              <div>
                <dt>Contact</dt>
                <dd>{member.contact}</dd>
              </div>
              <div>
                <dt>Products</dt>
                <dd>{member.products.join(', ')}</dd>
              </div>
              <div>
                <dt>Member since</dt>
                <dd>{member.memberSince}</dd>
              </div>
              {member.phone ? (
                <div>
                  <dt>Telephone</dt>
                  <dd>
                    <a href={`tel:${member.phone.replace(/\s/g, '')}`}>{member.phone}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.none}>
        No member firm matches this search. Try fewer words, another district, or all industries.
      </p>
    </>
  );
}
