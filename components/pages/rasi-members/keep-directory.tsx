import button from '@/components/ui/button.module.css';
import styles from './keep-directory.module.css';

/** The words in the page's language: `note` filled in on the server; `{done}`, `{total}`, `{size}`, `{failed}` in the browser. */
export interface KeepDirectoryText {
  readonly button: string;
  readonly note: string;
  readonly progress: string;
  readonly done: string;
  readonly failed: string;
}

/**
 * "Keep the directory for offline reading", rendered hidden: the directory's script (directory-filter.tsx) shows it
 * once a service worker controls the page, and only then fetches what the button does (keep-directory-action.ts).
 * Without a worker, or without script, there is nothing to offer and the directory is as it always was. The
 * sentences the browser fills in ride along as data attributes.
 */
export function KeepDirectory({ id, text }: { id: string; text: KeepDirectoryText }) {
  return (
    <div
      id={id}
      className={styles.keep}
      hidden
      data-progress={text.progress}
      data-done={text.done}
      data-failed={text.failed}
    >
      <button type="button" className={button.primary}>
        {text.button}
      </button>
      <p>{text.note}</p>
      <p hidden>
        <progress aria-label={text.button} /> <span />
      </p>
      <p role="status" />
    </div>
  );
}
