import type { Metadata } from 'next';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { SAVED_PAGES_ID } from '@/lib/offline/offline-paths.mjs';
import { offlinePageText } from '@/content/offline';
import { UI } from '@/content/ui';
import styles from './offline-page.module.css';

export function offlineMetadata(locale: Locale): Metadata {
  return { title: offlinePageText.title[locale], robots: { index: false } };
}

/**
 * What the service worker answers, offline, for a page it has no copy of (docs/pages.md#offline-reading): kept by
 * the worker when it installs, and never linked. The worker writes the list of this language's saved pages into
 * SAVED_PAGES_ID, in place of the sentence saying there are none; script or not, the list is in the HTML.
 */
export function OfflinePage({ locale }: { locale: Locale }) {
  const text = inLocale(offlinePageText, locale);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{text.heading}</h1>
      <p className={styles.text}>{text.text}</p>
      <h2>{text.savedHeading}</h2>
      {/* React leaves an element's inner HTML as it finds it when it hydrates, so the worker's list stays. */}
      <div id={SAVED_PAGES_ID} className={styles.saved} dangerouslySetInnerHTML={{ __html: `<p>${text.none}</p>` }} />
      <p>{text.retry}</p>
      <p>
        <PageLink href={localePath(locale, '/')}>{UI[locale].goHome}</PageLink>
      </p>
    </div>
  );
}
