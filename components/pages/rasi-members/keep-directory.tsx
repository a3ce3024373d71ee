'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { KeepDirectoryText } from './keep-directory-panel';

export type { KeepDirectoryText } from './keep-directory-panel';

// React.lazy, as components/motion/lazy-site-effects.tsx: the panel's code is no part of the directory's first
// load, and is fetched only where a service worker controls the page.
const KeepDirectoryPanel = lazy(() =>
  import('./keep-directory-panel').then((module) => ({ default: module.KeepDirectoryPanel })),
);

/**
 * "Keep the directory for offline reading", only where a service worker controls the page: without one (or
 * without script) there is nothing to show, and the directory is as it always was.
 */
export function KeepDirectory(props: { listId: string; text: KeepDirectoryText }) {
  const [controlled, setControlled] = useState(false);

  useEffect(() => {
    const workers = navigator.serviceWorker;
    if (!workers) return;
    const check = () => setControlled(!!workers.controller);
    check();
    workers.addEventListener('controllerchange', check);
    return () => workers.removeEventListener('controllerchange', check);
  }, []);

  return controlled ? (
    <Suspense fallback={null}>
      <KeepDirectoryPanel {...props} />
    </Suspense>
  ) : null;
}
