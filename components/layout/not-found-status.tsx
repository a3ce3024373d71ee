'use client';

import { notFound } from 'next/navigation';

/**
 * Sets the response's 404 while the server renders the page's HTML, and is nothing in the browser. Thrown during
 * the HTML render inside a Suspense boundary, Next sets the status and keeps the page around it (not-found-in-html.tsx);
 * in the browser it renders nothing, so the page the visitor may already be typing into stays as it is.
 */
export function NotFoundStatus(): null {
  if (typeof window === 'undefined') notFound();
  return null;
}
