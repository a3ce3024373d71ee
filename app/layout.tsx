import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { PRIMARY_NAVIGATION_ID } from '@/components/layout/ids';
import { SiteHeader } from '@/components/layout/site-header';
import { LazySiteEffects } from '@/components/motion/lazy-site-effects';
import { RevealOnScroll } from '@/components/motion/reveal';
import { config } from '@/lib/config';
import { FEED_ALTERNATES, HOME_TITLE } from '@/lib/metadata';
import { OPENSEARCH_PATH, OPENSEARCH_TYPE } from '@/lib/seo/opensearch';
import { SITE } from '@/content/association';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(config.siteUrl),
  title: { default: HOME_TITLE, template: `%s | ${SITE.shortName}` },
  description: SITE.description,
  applicationName: SITE.shortName,
  alternates: { types: FEED_ALTERNATES },
  openGraph: { type: 'website', siteName: SITE.name, locale: 'en_IN' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#14213d',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body>
        {/* React puts it in the head; Next's metadata has no field for a search description. */}
        <link rel="search" type={OPENSEARCH_TYPE} title={SITE.shortName} href={OPENSEARCH_PATH} />
        {/* No frame before the header is whole: the browser may paint a half-parsed document, and a header without
            its Menu button yet has the search button 112 px to the right of where it ends up (a layout shift in
            1 load of 4 on a slow phone). The navigation comes early in the HTML, so this holds nothing back. */}
        <link rel="expect" href={`#${PRIMARY_NAVIGATION_ID}`} {...{ blocking: 'render' }} />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <NavigationProgress />
        <LazySiteEffects />
        <RevealOnScroll />
      </body>
    </html>
  );
}
