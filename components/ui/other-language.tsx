import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Text that stays in English on a page in another language (a firm's registered name, the backend's items): marked
 * `lang="en"` there so a screen reader reads it with an English voice (WCAG 3.1.2); as it is on an English page.
 */
export function EnglishText({ locale, children }: { locale: Locale; children: ReactNode }) {
  return locale === 'en' ? children : <span lang="en">{children}</span>;
}
