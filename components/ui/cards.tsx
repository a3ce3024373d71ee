import type { CSSProperties, ReactNode } from 'react';
import { initials } from '@/lib/format';
import styles from './ui.module.css';
import { wholeWords } from './whole-words';

/** A responsive grid of cards; `min` is the narrowest a card may get before the grid drops a column. */
export function CardGrid({ children, min = '16rem' }: { children: ReactNode; min?: string }) {
  return (
    <ul className={styles.grid} style={{ '--min': min } as CSSProperties}>
      {children}
    </ul>
  );
}

export function Card({
  id,
  title,
  meta,
  children,
}: {
  /** For a card that a link elsewhere points at (`…#id`). */
  id?: string;
  title: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li id={id} className={styles.card} data-cursor-target="">
      <h3>{wholeWords(title)}</h3>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      {children}
    </li>
  );
}

export function PersonCard({ name, role, details }: { name: string; role?: ReactNode; details: readonly ReactNode[] }) {
  return (
    <li className={`${styles.card} ${styles.person}`}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(name)}
      </span>
      <div>
        <h3>{wholeWords(name)}</h3>
        {role ? <p className={styles.role}>{role}</p> : null}
        {details.filter(Boolean).map((line, index) => (
          <p key={index} className={styles.meta}>
            {line}
          </p>
        ))}
      </div>
    </li>
  );
}

export function Figures({ figures }: { figures: readonly { value: string; label: string }[] }) {
  return (
    <ul className={styles.figures}>
      {figures.map((figure) => (
        <li key={figure.label} className={styles.figure}>
          <span className={styles.figureValue}>{figure.value}</span>
          <span className={styles.figureLabel}>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{wholeWords(step.title)}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export interface TimelineItem {
  readonly key: string;
  readonly dateTime: string;
  readonly label: string;
  readonly title: string;
  readonly text: string;
}

export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className={styles.timeline}>
      {items.map((item) => (
        <li key={item.key}>
          <time dateTime={item.dateTime}>{item.label}</time>
          <h3>{wholeWords(item.title)}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A table that scrolls inside its own box on a narrow screen, never the page. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
