import type { ReactNode } from 'react';
import { REVEAL_TARGET_ATTRIBUTE } from '@/components/motion/reveal-target';
import { slug } from '@/lib/anchors';
import type { Locale } from '@/lib/i18n/locales';
import { isWords, type Words } from '@/lib/i18n/words';
import styles from './ui.module.css';
import { wholeWords } from './whole-words';

/**
 * A titled region of a page: an `h2` that also names the region for screen readers. It rises into view when
 * scrolled to (components/motion/reveal.tsx), and is a server component all the same. A title given in both
 * languages is shown in `locale`, and its id comes from the English, so a link to the region (a search result's
 * `#today-at-rasi`) is the same fragment in both languages.
 */
export function Section({
  title,
  locale = 'en',
  id,
  children,
}: {
  title: string | Words;
  locale?: Locale;
  id?: string;
  children: ReactNode;
}) {
  const words = isWords(title) ? title : null;
  const headingId = id ?? slug(words ? words.en : (title as string));
  return (
    <section className={styles.section} aria-labelledby={headingId} {...{ [REVEAL_TARGET_ATTRIBUTE]: '' }}>
      <h2 id={headingId}>{wholeWords(words ? words[locale] : (title as string))}</h2>
      {children}
    </section>
  );
}

// Text from content/ never reorders, so a list's items are keyed by position: a key written from the text would
// repeat it in every page's router payload (a page's paragraphs and list items then travel three times, not two).
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
