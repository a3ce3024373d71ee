'use client';

import { ErrorView } from '@/components/layout/error-view';

// The words are here, not imported from content/ui.ts: an error page is a client component, and the dictionary of
// both languages would ride along in its code.
const TEXT = {
  title: 'This page could not be shown',
  text: 'Something went wrong on our side while preparing this page. Please try again in a moment.',
  tryAgain: 'Try again',
  orGoTo: 'or go to the',
  homePage: 'home page',
  homeHref: '/',
};

export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return <ErrorView text={TEXT} retry={retry} />;
}
