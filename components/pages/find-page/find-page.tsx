import type { Metadata } from 'next';
import { PageLink } from '@/components/ui/page-link';
import { PageFinderForm } from '@/components/layout/page-finder-form';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { closestPages, pageQuery } from '@/lib/page-finder';
import { groupLabel, groupOf, routeText } from '@/lib/routes';
import { pageHref } from '@/lib/seo/page-urls';
import { UI } from '@/content/ui';
import styles from '../not-found/not-found.module.css';

const TEXT = {
  en: {
    intro: 'Type a page’s name or the address you tried: the three pages of the site closest to it are listed here.',
    closestTo: 'Closest to',
  },
  ta: {
    intro: 'பக்கத்தின் பெயரையோ நீங்கள் முயன்ற முகவரியையோ தட்டச்சு செய்யவும்: அதற்கு மிக நெருக்கமான மூன்று பக்கங்கள் இங்கே பட்டியலிடப்படும்.',
    closestTo: 'நெருக்கமான பக்கங்கள்:',
  },
} as const satisfies Record<Locale, unknown>;

export function findPageMetadata(locale: Locale): Metadata {
  return { title: UI[locale].findPage, robots: { index: false } };
}

/**
 * The page finder the 404 page offers: the three pages whose name or address is closest to what was typed (a
 * mistyped address, a page's name, in either language). Rendered per request, as its answer depends on the query.
 */
export async function FindPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ui = UI[locale];
  const text = TEXT[locale];
  const query = pageQuery((await searchParams).q);
  const pages = query ? closestPages(query) : [];
  return (
    <div className={`container ${styles.page}`}>
      <h1>{ui.findPage}</h1>
      <p className={styles.text}>{text.intro}</p>
      <PageFinderForm locale={locale} query={query} />
      {pages.length ? (
        <section aria-labelledby="find-page-results">
          <h2 id="find-page-results">
            {text.closestTo} <q>{query}</q>
          </h2>
          <ol>
            {pages.map((route) => {
              const group = groupOf(route);
              return (
                <li key={route.path}>
                  <PageLink href={pageHref(route.path, locale)}>{routeText(route, locale).title}</PageLink>{' '}
                  <span>({group ? groupLabel(group, locale) : ui.home})</span>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
      <p>
        <PageLink href={localePath(locale, '/')}>{ui.goHome}</PageLink>
      </p>
    </div>
  );
}
