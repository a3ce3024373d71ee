import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { config } from '@/lib/config';
import { layoutMetadata } from '@/lib/metadata';
import { SITE_VIEWPORT } from '@/lib/viewport';
import '../globals.css';

export const metadata: Metadata = layoutMetadata('ta', config.siteUrl);
export const viewport: Viewport = SITE_VIEWPORT;

export default function TamilLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="ta">{children}</SiteDocument>;
}
