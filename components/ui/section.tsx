import type { ReactNode } from 'react';
import { REVEAL_TARGET_ATTRIBUTE } from '@/components/motion/reveal-target';
import styles from './ui.module.css';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A titled region of a page: an `h2` that also names the region for screen readers. It rises into view when
 * scrolled to (components/motion/reveal.tsx), and is a server component all the same.
 */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = id ?? slug(title);
  return (
    <section className={styles.section} aria-labelledby={headingId} {...{ [REVEAL_TARGET_ATTRIBUTE]: '' }}>
      <h2 id={headingId}>{title}</h2>
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
