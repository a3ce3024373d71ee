import type { ReactNode } from 'react';
import { Reveal } from '@/components/motion/reveal';
import styles from './ui.module.css';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A titled region of a page: an `h2` that also names the region for screen readers. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = id ?? slug(title);
  return (
    <Reveal as="section" className={styles.section} aria-labelledby={headingId} data-reveal-target="">
      <h2 id={headingId}>{title}</h2>
      {children}
    </Reveal>
  );
}

export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>{paragraph}</p>
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
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
