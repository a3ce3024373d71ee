import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { SiteHeader } from '@/components/layout/site-header';
import { LazySiteEffects } from '@/components/motion/lazy-site-effects';
import { PopupProvider } from '@/components/popup/details-popup';
import { config } from '@/lib/config';
import { SITE } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(config.siteUrl),
  title: { default: `${SITE.name} (${SITE.shortName})`, template: `%s | ${SITE.shortName}` },
  description: SITE.description,
  applicationName: SITE.shortName,
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
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <PopupProvider>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </PopupProvider>
        <SiteFooter />
        <NavigationProgress />
        <LazySiteEffects />
      </body>
    </html>
  );
}
