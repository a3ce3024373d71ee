import { CALENDAR_PATH, FEED_PATH } from '@/lib/feeds/paths';
import type { Locale } from '@/lib/i18n/locales';
import { UI } from '@/content/ui';
import styles from './subscribe-link.module.css';

const LINKS = {
  rss: {
    href: FEED_PATH,
    type: 'application/rss+xml',
    icon: 'M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16M5 19h.01',
  },
  calendar: {
    href: CALENDAR_PATH,
    type: 'text/calendar',
    icon: 'M7 3v4M17 3v4M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
  },
} as const;

/** A visible link to the site's RSS feed or iCalendar file: route handlers, so a plain anchor, not next/link. */
export function SubscribeLink({ kind, locale }: { kind: keyof typeof LINKS; locale: Locale }) {
  const link = LINKS[kind];
  const label = kind === 'rss' ? UI[locale].subscribeRss : UI[locale].subscribeCalendar;
  return (
    <p className={styles.subscribe}>
      <a href={link.href} type={link.type}>
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d={link.icon} />
        </svg>
        {label}
      </a>
    </p>
  );
}
