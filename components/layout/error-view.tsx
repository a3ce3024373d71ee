'use client';

import Link from 'next/link';

export interface ErrorText {
  readonly title: string;
  readonly text: string;
  readonly tryAgain: string;
  readonly orGoTo: string;
  readonly homePage: string;
  readonly homeHref: string;
}

/** What a page that failed to render shows, in its language (each language's error.tsx passes its words). */
export function ErrorView({ text, reset }: { text: ErrorText; reset: () => void }) {
  return (
    <div className="container" style={{ paddingBlock: '3rem' }}>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <p>
        <button type="button" onClick={reset}>
          {text.tryAgain}
        </button>{' '}
        {text.orGoTo} <Link href={text.homeHref}>{text.homePage}</Link>.
      </p>
    </div>
  );
}
