import type { MetadataRoute } from 'next';
import { INTL_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { SITE_TEXT } from '@/content/association';

/** The web app manifest of each language: installed from a Tamil page, the app opens in Tamil. */
export function webAppManifest(locale: Locale): MetadataRoute.Manifest {
  const site = SITE_TEXT[locale];
  const start = localePath(locale, '/');
  return {
    id: start,
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: INTL_LOCALE[locale],
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: '#14213d',
    background_color: '#fbf7f0',
    icons: [
      { src: '/images/logo.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/images/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
