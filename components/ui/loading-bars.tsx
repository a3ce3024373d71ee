import styles from './loading-bars.module.css';

/** The spec: "a loading indicator (three animated bars) shows while a page loads". */
export function LoadingBars({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status" aria-label={label}>
      <span className={styles.bar} />
      <span className={styles.bar} />
      <span className={styles.bar} />
    </div>
  );
}
