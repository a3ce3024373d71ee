'use client';

import dynamic from 'next/dynamic';

// The cursor and the back-to-top button render nothing until the visitor moves or scrolls, so their code
// (and the animation library behind it) loads after the page instead of weighing on its first load.
export const LazySiteEffects = dynamic(() => import('./site-effects').then((module) => module.SiteEffects), {
  ssr: false,
});
