import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { PageNavigation } from '@/components/layout/page-navigation';
import { PRIMARY_NAVIGATION_ID } from '@/components/layout/ids';
import { SiteHeader } from '@/components/layout/site-header';
import { LazySiteEffects } from '@/components/motion/lazy-site-effects';
import { RevealOnScroll } from '@/components/motion/reveal';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { SAVED_COPY_ID } from '@/lib/offline/offline-paths.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { OPENSEARCH_TYPE, opensearchPath } from '@/lib/seo/opensearch';
import { SITE_TEXT } from '@/content/association';
import { UI } from '@/content/ui';

/**
 * The document every page of one language sits in: `<html lang>`, the skip link, header, main, footer. Each
 * language's root layout (app/(en), app/(ta)) renders it, so a page's language is fixed by its address.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const ui = UI[locale];
  return (
    <html lang={locale}>
      <body>
        {/* React puts it in the head; Next's metadata has no field for a search description. */}
        <link rel="search" type={OPENSEARCH_TYPE} title={SITE_TEXT[locale].shortName} href={opensearchPath(locale)} />
        {/* No frame before the header is whole: the browser may paint a half-parsed document, and a header without
            its Menu button yet has the search button 112 px to the right of where it ends up (a layout shift in
            1 load of 4 on a slow phone). The navigation comes early in the HTML, so this holds nothing back. */}
        <link rel="expect" href={`#${PRIMARY_NAVIGATION_ID}`} {...{ blocking: 'render' }} />
        <a className="skip-link" href="#main">
          {ui.skipLink}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1}>
          {/* Empty as served. The service worker writes "Saved copy from <date>" into it when it answers from its copy
              of the page; React leaves an element's inner HTML alone when it hydrates it. */}
          <div id={SAVED_COPY_ID} dangerouslySetInnerHTML={{ __html: '' }} />
          {children}
        </main>
        <SiteFooter locale={locale} />
        <PageNavigation label={ui.loading} />
        <LazySiteEffects backToTopLabel={ui.backToTop} />
        <RevealOnScroll />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
