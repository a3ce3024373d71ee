import type { ReactNode } from 'react';
import styles from './ui.module.css';

/**
 * A heading's text with each word that holds a hyphen or a dash ("buyer-seller", "2025–2027") kept on one line: a
 * line may break after a hyphen, and a heading split there reads as two words. Other words wrap at spaces as usual.
 */
export function wholeWords(text: ReactNode): ReactNode {
  if (typeof text !== 'string' || !/[-‐‑–—]/u.test(text)) return text;
  return text.split(/(\S*[-‐‑–—]\S*)/u).map((part, index) =>
    index % 2 ? (
      <span key={index} className={styles.whole}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
