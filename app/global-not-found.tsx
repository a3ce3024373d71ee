import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { NotFoundPage } from '@/components/pages/not-found/not-found-page';
import { config } from '@/lib/config';
import { layoutMetadata } from '@/lib/metadata';
import { SITE_VIEWPORT } from '@/lib/viewport';
import { SITE_TEXT } from '@/content/association';
import { UI } from '@/content/ui';
import './globals.css';

// An address no route answers: the site has a root layout per language, so this page brings its own document.
// proxy.ts sends an unknown `/ta/…` address to the Tamil one (app/(ta)/ta/[...missing]) instead.
export const metadata: Metadata = {
  ...layoutMetadata('en', config.siteUrl),
  // No layout's title template reaches this page: the site's name is written here.
  title: { absolute: `${UI.en.notFoundTitle} | ${SITE_TEXT.en.shortName}` },
};
export const viewport: Viewport = SITE_VIEWPORT;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundPage locale="en" />
    </SiteDocument>
  );
}
