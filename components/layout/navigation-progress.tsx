'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LoadingBars } from '@/components/ui/loading-bars';
import styles from './navigation-progress.module.css';

export const SHOW_AFTER_MS = 150;

function isPageNavigation(event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url.pathname;
}

/**
 * The spec's loading indicator ("three animated bars"), shown while the next page loads after a click. A route-level
 * loading.tsx would do the same, but it makes Next stream every page behind a hidden placeholder that only
 * script reveals, which would leave visitors without JavaScript, and some crawlers, with an empty page.
 */
export function NavigationProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);

  if (lastPath !== pathname) {
    setLastPath(pathname);
    setPendingFor(null);
    setVisible(false);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = isPageNavigation(event);
      if (target) setPendingFor(target);
    };
    // Capture phase: Next's <Link> cancels the click's default action before a bubbling listener would see it.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!pendingFor) return;
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pendingFor]);

  if (!visible) return null;
  return (
    <div className={styles.overlay}>
      <LoadingBars label={label} />
    </div>
  );
}
