'use client';

import { useEffect, useRef, useState } from 'react';
import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import { filtersToSearch, fold, memberMatcher, NO_FILTERS, type DirectoryFilters } from '@/lib/directory-filter';
import styles from './directory-form.module.css';

/** A category or district: its key, which goes into the address, and its name in the page's language. */
export interface DirectoryOption {
  readonly value: string;
  readonly label: string;
}

/** The form's words in the page's language; `{count}` and `{total}` stand for the numbers. */
export interface DirectoryFormText {
  readonly formLabel: string;
  readonly query: string;
  readonly category: string;
  readonly allCategories: string;
  readonly district: string;
  readonly allDistricts: string;
  readonly search: string;
  readonly clear: string;
  readonly countAll: string;
  readonly countSome: string;
  /** The directory's address in the page's language. */
  readonly action: string;
}

const fill = (template: string, count: number, total: number) =>
  template.replace('{count}', String(count)).replace('{total}', String(total));

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
  options: readonly DirectoryOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`directory-${name}`}>{label}</label>
      <select
        id={`directory-${name}`}
        className={field.input}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * What a card is searched by, read from its own markup (member-directory.tsx): the firm's name (its heading), and
 * the contact person and products (its first two details), folded as lib/directory.ts folds them.
 */
function cardFields(card: HTMLElement) {
  const details = card.querySelectorAll('dd');
  const text = [card.querySelector('h2'), details[0], details[1]].map((el) => el?.textContent ?? '').join(' ');
  return { text: fold(text), category: card.dataset.category ?? '', district: card.dataset.district ?? '' };
}

/** Shows the cards of the list `listId` that match, hides the others, and says how many are shown. */
function filterCards(listId: string, filters: DirectoryFilters): number {
  const matches = memberMatcher(filters);
  let shown = 0;
  for (const card of document.getElementById(listId)?.children ?? []) {
    const show = matches(cardFields(card as HTMLElement));
    (card as HTMLElement).hidden = !show;
    if (show) shown += 1;
  }
  return shown;
}

/** Filters the cards of `listId` and puts the filters in the address; returns how many cards are shown. */
function showFilters(listId: string, filters: DirectoryFilters): number {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${filtersToSearch(filters)}`);
  return filterCards(listId, filters);
}

/**
 * The member directory's search form. A plain GET form, so a search works and can be shared without JavaScript;
 * with script it filters the cards the server rendered as you type (the member data is in the page once, as
 * markup, not again as JavaScript), and the address bar keeps the same shareable query.
 */
export function DirectoryForm({
  initial,
  total,
  initialCount,
  categories,
  districts,
  listId,
  text,
}: {
  initial: DirectoryFilters;
  total: number;
  initialCount: number;
  categories: readonly DirectoryOption[];
  districts: readonly DirectoryOption[];
  listId: string;
  text: DirectoryFormText;
}) {
  const [filters, setFilters] = useState(initial);
  const [count, setCount] = useState(initialCount);

  const formRef = useRef<HTMLFormElement>(null);

  const update = (change: Partial<DirectoryFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    setCount(showFilters(listId, next));
  };

  // A search typed or chosen before the page's script ran (it starts after the first screen is painted,
  // lib/page-cache/deferred-scripts.mjs): React leaves it in the fields when it hydrates but fires no change for
  // it, so the cards would stay unfiltered until the next key. Taken up once, at hydration.
  useEffect(() => {
    // The form's fields are exactly q, category and district, and each is text or a choice: a string.
    const typed = Object.fromEntries(new FormData(formRef.current!)) as unknown as DirectoryFilters;
    if (filtersToSearch(typed) === filtersToSearch(initial)) return;
    setFilters(typed);
    setCount(showFilters(listId, typed));
  }, [initial, listId]);

  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        role="search"
        method="get"
        action={text.action}
        aria-label={text.formLabel}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor="directory-q">{text.query}</label>
          <input
            id="directory-q"
            className={field.input}
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
          label={text.category}
          allLabel={text.allCategories}
          options={categories}
          value={filters.category}
          onChange={(category) => update({ category })}
        />
        <FilterSelect
          name="district"
          label={text.district}
          allLabel={text.allDistricts}
          options={districts}
          value={filters.district}
          onChange={(district) => update({ district })}
        />
        <div className={styles.actions}>
          <button type="submit" className={button.primary}>
            {text.search}
          </button>
          <a
            href={text.action}
            className={styles.clear}
            onClick={(event) => {
              event.preventDefault();
              update(NO_FILTERS);
            }}
          >
            {text.clear}
          </a>
        </div>
      </form>

      <p className={styles.count} role="status" aria-live="polite">
        {fill(count === total ? text.countAll : text.countSome, count, total)}
      </p>
    </>
  );
}
