import { PageLink } from '@/components/ui/page-link';
import { LANGUAGE_NAME, otherLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { SITE_TEXT } from '@/content/association';
import { UI } from '@/content/ui';
import { MainNav } from './main-nav';
import { navGroups } from './nav-groups';
import { SiteSearch } from './site-search';
import styles from './site-header.module.css';

export function SiteHeader({ locale }: { locale: Locale }) {
  const site = SITE_TEXT[locale];
  const ui = UI[locale];
  const home = localePath(locale, '/');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <PageLink href={home} className={styles.brand}>
          {/* A plain <img>: the optimiser passes SVG through untouched, and next/image would add its client code to every page. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/images/logo.svg" alt="" width={48} height={48} />
          <span>
            <span className={styles.short}>{site.shortName}</span>
            <span className={styles.long}>{site.name}</span>
          </span>
        </PageLink>
        <SiteSearch locale={locale} />
        <MainNav
          groups={navGroups(locale)}
          text={{
            menu: ui.menu,
            mainNav: ui.mainNav,
            home: ui.home,
            homeHref: home,
            other: otherLocale(locale),
            otherName: LANGUAGE_NAME[otherLocale(locale)],
          }}
        />
      </div>
    </header>
  );
}
