import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Text that stays in English on a page in another language (a firm's registered name, the backend's items): marked
 * `lang="en"` there so a screen reader reads it with an English voice (WCAG 3.1.2); as it is on an English page.
 */
export function EnglishText({ locale, children }: { locale: Locale; children: ReactNode }) {
  return locale === 'en' ? children : <span lang="en">{children}</span>;
}

/**
 * The attributes of an element whose whole text stays in English (a link that is a firm's registered name): none on
 * an English page, `lang="en"` on another. The same marking as EnglishText without an element of its own, for where
 * the page's weight counts (the member directory's 66 cards); spread, so that an English page's router payload
 * carries no `lang` at all (an undefined prop is written there as "$undefined").
 */
export function englishLang(locale: Locale): { lang?: 'en' } {
  return locale === 'en' ? {} : { lang: 'en' };
}
