import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { pageUrl } from '@/lib/seo/page-urls';
import { SITE_TEXT } from '@/content/association';
import styles from './print-masthead.module.css';

/**
 * The association's name and the page's canonical address, at the top of a printed page (the header does not
 * print). Rendered on the server from the same SITE_URL as the canonical link, so it is right without script and
 * in cached pages. Hidden on screen, where the header names the site, so a screen reader does not hear it either.
 */
export function PrintMasthead({ path, locale, className }: { path: string; locale: Locale; className?: string }) {
  return (
    <p className={className ? `${styles.masthead} ${className}` : styles.masthead} data-print-only="">
      <strong>{SITE_TEXT[locale].name}</strong> · {pageUrl(path, config.siteUrl, locale)}
    </p>
  );
}
