'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

// React.lazy rather than next/dynamic: rendered only in the browser, after engagement, so next/dynamic's
// server-side machinery would be code for nothing.
const SiteEffects = lazy(() => import('./site-effects').then((module) => ({ default: module.SiteEffects })));

/** The first scroll (or a page already scrolled), or the first move of a mouse: until then neither effect would show anything. */
export function waitForEngagement(onEngaged: () => void): () => void {
  // Not in the capture phase: the page's own scroll, not the banner strip's.
  const options = { passive: true } as const;
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') engaged();
  };
  const stop = () => {
    window.removeEventListener('scroll', engaged);
    window.removeEventListener('pointermove', onPointer);
  };
  function engaged() {
    stop();
    onEngaged();
  }
  window.addEventListener('scroll', engaged, options);
  window.addEventListener('pointermove', onPointer, options);
  // Scrolled before the script started (a quick reader, or a restored position): that scroll counts.
  if (window.scrollY > 0) engaged();
  return stop;
}

/**
 * The back-to-top button shows only after a scroll and the cursor only follows a mouse, so their code (and the
 * animation library behind them) loads at the first scroll or mouse move: a page that is only read costs no
 * animation code at all, and the load itself stays free of it.
 */
export function LazySiteEffects({ backToTopLabel }: { backToTopLabel: string }) {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => waitForEngagement(() => setEngaged(true)), []);
  return engaged ? (
    <Suspense fallback={null}>
      <SiteEffects backToTopLabel={backToTopLabel} />
    </Suspense>
  ) : null;
}
