import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// Reached only through proxy.ts, for an address no page answers: it answers 404, and its not-found boundary shows
// the pages closest to that address. Rendered per request, since the address is in the request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFoundSuggestionsPage(): never {
  notFound();
}
