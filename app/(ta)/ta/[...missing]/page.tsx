import { notFound } from 'next/navigation';
import { TAMIL_NOT_FOUND_SEGMENT } from '@/lib/i18n/not-found';

// The Tamil 404: proxy.ts rewrites an unknown `/ta/…` address to this one path, prerendered once with status 404 by
// the Tamil not-found page beside it. No other value is rendered, so made-up addresses fill no cache.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ missing: [TAMIL_NOT_FOUND_SEGMENT] }];
}

export default function MissingPage() {
  notFound();
}
