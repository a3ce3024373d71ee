import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import { filtersToSearch, fillCount, type CountText, type DirectoryFilters } from '@/lib/directory-filter';
import { DirectoryFilter } from './directory-filter';
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
  /** The count line, in each grammatical number. */
  readonly count: CountText;
  /** The directory's address in the page's language. */
  readonly action: string;
}

const FORM_ID = 'directory-form';
const COUNT_ID = 'directory-count';

function FilterSelect({
  name,
  label,
  allLabel,
  options,
  value,
}: {
  name: 'category' | 'district';
  label: string;
  allLabel: string;
  options: readonly DirectoryOption[];
  value: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`directory-${name}`}>{label}</label>
      <select id={`directory-${name}`} className={field.input} name={name} defaultValue={value}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          // An option's value is its text unless given: on an English page the key and the name are the same.
          <option key={option.value} {...(option.value === option.label ? {} : { value: option.value })}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The member directory's search form. A plain GET form, rendered on the server, so a search works and can be shared
 * without JavaScript; with script, DirectoryFilter filters the cards the server rendered as you type (the member
 * data is in the page once, as markup, not again as JavaScript), and the address bar keeps the same shareable query.
 * The form itself is no client component: the browser gets the few lines that filter, not the form's markup again.
 */
export function DirectoryForm({
  initial,
  total,
  initialCount,
  categories,
  districts,
  listId,
  keepId,
  text,
}: {
  initial: DirectoryFilters;
  total: number;
  initialCount: number;
  categories: readonly DirectoryOption[];
  districts: readonly DirectoryOption[];
  listId: string;
  /** The offline panel's (keep-directory.tsx), which the form's script offers under a service worker. */
  keepId: string;
  text: DirectoryFormText;
}) {
  return (
    <>
      <form
        id={FORM_ID}
        className={styles.form}
        role="search"
        method="get"
        action={text.action}
        aria-label={text.formLabel}
      >
        <div className={styles.field}>
          <label htmlFor="directory-q">{text.query}</label>
          <input
            id="directory-q"
            className={field.input}
            name="q"
            type="search"
            defaultValue={initial.q}
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <FilterSelect
          name="category"
          label={text.category}
          allLabel={text.allCategories}
          options={categories}
          value={initial.category}
        />
        <FilterSelect
          name="district"
          label={text.district}
          allLabel={text.allDistricts}
          options={districts}
          value={initial.district}
        />
        <div className={styles.actions}>
          <button type="submit" className={button.primary}>
            {text.search}
          </button>
          <a href={text.action} className={styles.clear} data-clear="">
            {text.clear}
          </a>
        </div>
      </form>

      <p id={COUNT_ID} className={styles.count} role="status" aria-live="polite">
        {fillCount(initialCount, total, text.count)}
      </p>
      <DirectoryFilter
        formId={FORM_ID}
        listId={listId}
        countId={COUNT_ID}
        keepId={keepId}
        total={total}
        count={text.count}
        initialSearch={filtersToSearch(initial)}
      />
    </>
  );
}
