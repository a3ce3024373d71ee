import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

// Prerendered: every page carries this boundary, so it must not read the request. Addresses a browser asks for
// get app/not-found-suggestions instead (proxy.ts); files, images and route handlers end here.
export default function NotFound() {
  return <NotFoundPage />;
}
