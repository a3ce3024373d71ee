'use client';

import Link from 'next/link';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="container" style={{ paddingBlock: '3rem' }}>
      <h1>This page could not be shown</h1>
      <p>Something went wrong on our side while preparing this page. Please try again in a moment.</p>
      <p>
        <button type="button" onClick={reset}>
          Try again
        </button>{' '}
        or go to the <Link href="/">home page</Link>.
      </p>
    </div>
  );
}
