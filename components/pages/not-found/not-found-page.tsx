import { PageLink } from '@/components/ui/page-link';
import { SiteSections } from '@/components/layout/main-nav';
import { navGroups } from '@/components/layout/nav-groups';
import { PageFinderForm } from '@/components/layout/page-finder-form';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { notFound } from '@/content/page-not-found';
import { UI } from '@/content/ui';
import styles from './not-found.module.css';

export function NotFoundPage({ locale }: { locale: Locale }) {
  const text = inLocale(notFound, locale);
  const ui = UI[locale];
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code}>404</p>
      <h1>{text.heading}</h1>
      <p className={styles.text}>{text.text}</p>
      <PageFinderForm locale={locale} />
      <p>
        <PageLink href={localePath(locale, '/')}>{ui.goHome}</PageLink>
      </p>
      {/* The same menus as the header's (one object), so that this page, which Next sends in every page's router
          payload, adds only a reference to them there. */}
      <SiteSections groups={navGroups(locale)} label={ui.sectionsOfSite} className={styles.sections} />
    </div>
  );
}
