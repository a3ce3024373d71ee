import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { PAGE_FRAME_TEXT } from '@/content/page-frame';
import styles from './last-updated.module.css';

/** "Last updated: 2 October 2026", the date as the page's language writes it (GIGW 3.0); `date` is YYYY-MM-DD. */
export function LastUpdated({ date, locale, className }: { date: string; locale: Locale; className?: string }) {
  return (
    <p className={className ? `${styles.updated} ${className}` : styles.updated}>
      {PAGE_FRAME_TEXT.lastUpdated[locale]}: <time dateTime={date}>{formatDate(date, locale)}</time>
    </p>
  );
}
