'use client';

import { useMemo, useState } from 'react';
import { itemAnchor } from '@/lib/anchors';
import { memberCategories, memberDistricts, members } from '@/lib/content/members';
import { filterMembers, filtersToSearch, NO_FILTERS, type DirectoryFilters } from '@/lib/directory';
import button from '@/components/ui/button.module.css';
import styles from './member-directory.module.css';

function FilterSelect({
  name,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  name: 'category' | 'district';
  label: string;
  allLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`directory-${name}`}>{label}</label>
      <select id={`directory-${name}`} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

/**
 * The member directory. A plain GET form, so a search works and can be shared without JavaScript; with script
 * the list filters as you type and the address bar keeps the same shareable query.
 */
export function MemberDirectory({ initial }: { initial: DirectoryFilters }) {
  const [filters, setFilters] = useState(initial);
  const results = useMemo(() => filterMembers(members, filters), [filters]);

  const update = (change: Partial<DirectoryFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${filtersToSearch(next)}`);
  };

  return (
    <>
      <form
        className={styles.form}
        role="search"
        method="get"
        action="/rasi-members"
        aria-label="Search the member directory"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor="directory-q">Firm, person or product</label>
          <input
            id="directory-q"
            name="q"
            type="search"
            value={filters.q}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
        <FilterSelect
          name="category"
          label="Industry"
          allLabel="All industries"
          options={memberCategories}
          value={filters.category}
          onChange={(category) => update({ category })}
        />
        <FilterSelect
          name="district"
          label="District"
          allLabel="All districts"
          options={memberDistricts}
          value={filters.district}
          onChange={(district) => update({ district })}
        />
        <div className={styles.actions}>
          <button type="submit" className={button.primary}>
            Search
          </button>
          <a
            href="/rasi-members"
            className={styles.clear}
            onClick={(event) => {
              event.preventDefault();
              update(NO_FILTERS);
            }}
          >
            Clear
          </a>
        </div>
      </form>

      <p className={styles.count} role="status" aria-live="polite">
        {results.length === members.length
          ? `All ${members.length} member firms`
          : `${results.length} of ${members.length} member firms match`}
      </p>

      {results.length ? (
        <ul className={styles.results}>
          {results.map((member) => (
            // The id is the fragment a search result links to; tabIndex lets the browser focus it on arrival.
            <li key={member.id} id={itemAnchor('member', member.id)} tabIndex={-1} className={styles.card}>
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
      ) : (
        <p className={styles.none}>
          No member firm matches this search. Try fewer words, another district, or all industries.
        </p>
      )}
    </>
  );
}
