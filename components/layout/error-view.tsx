'use client';

import { PageLink } from '@/components/ui/page-link';

export interface ErrorText {
  readonly title: string;
  readonly text: string;
  readonly tryAgain: string;
  readonly orGoTo: string;
  readonly homePage: string;
  readonly homeHref: string;
}

/**
 * What a page that failed to render shows, in its language (each language's error.tsx passes its words). `retry`
 * is Next's: it fetches the page's server components again and renders them, where `reset` would only render again
 * what failed, and a page fails on the server.
 */
export function ErrorView({ text, retry }: { text: ErrorText; retry: () => void }) {
  return (
    <div className="container" style={{ paddingBlock: '3rem' }}>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <p>
        <button type="button" onClick={retry}>
          {text.tryAgain}
        </button>{' '}
        {text.orGoTo} <PageLink href={text.homeHref}>{text.homePage}</PageLink>.
      </p>
    </div>
  );
}
