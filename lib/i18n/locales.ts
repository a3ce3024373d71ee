/**
 * The site's two languages. The address is the language: English at the route table's paths, Tamil under `/ta`.
 * Nothing switches content by header or cookie, so every page is one cacheable version.
 */
export const LOCALES = ['en', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];

/** The prefix of Tamil addresses. */
export const TAMIL_PREFIX = '/ta';

/** BCP 47 tags for `Intl` and Open Graph's `og:locale`. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-IN', ta: 'ta-IN' };
export const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_IN', ta: 'ta_IN' };

/** Each language's name written in that language, for the link to it. */
export const LANGUAGE_NAME: Readonly<Record<Locale, string>> = { en: 'English', ta: 'தமிழ்' };

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'ta' : 'en';
}

/** The address of a site path (`/aboutrasi`, `/`, `/search?q=x`) in a language: `/ta/aboutrasi`, `/ta`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  if (path === '/') return TAMIL_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${TAMIL_PREFIX}${path.slice(1)}`;
  return `${TAMIL_PREFIX}${path}`;
}

/** The language an address is in, and the site path it stands for: `/ta/milestones` → `ta`, `/milestones`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === TAMIL_PREFIX) return { locale: 'ta', path: '/' };
  if (pathname.startsWith(`${TAMIL_PREFIX}/`)) return { locale: 'ta', path: pathname.slice(TAMIL_PREFIX.length) };
  return { locale: 'en', path: pathname };
}
