'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LoadingBars } from '@/components/ui/loading-bars';
import { PAGE_LINK_ATTRIBUTE } from '@/components/ui/page-link';
import { countPageView } from '@/lib/vitals/page-views';
import styles from './page-navigation.module.css';

export const SHOW_AFTER_MS = 150;

/**
 * The link a click follows to another address on this site, if the browser would follow it in this tab: not a
 * click with a modifier key or another button (a new tab or window), not a link to a new tab, a download, another
 * site or a place on this same page, and not a click something else already handled.
 */
function followedLink(event: MouseEvent): { link: HTMLAnchorElement; url: URL } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return { link, url };
}

/**
 * How the site moves between its pages once its script runs. A click on a page link (components/ui/page-link.tsx)
 * goes through the App Router, as next/link's would: the next page is built from its payload, without a full load.
 * And after any click to another page of the site, the spec's loading indicator ("three animated bars") shows
 * while it loads. A route-level loading.tsx would do the same, but it makes Next stream every page behind a hidden
 * placeholder that only script reveals, which would leave visitors without JavaScript, and some crawlers, with an
 * empty page. Each page it shows is a page view of the field report (lib/vitals/page-views.ts).
 */
export function PageNavigation({ label }: { label: string }) {
  const router = useRouter();
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
    // Bubbling, on the document: after the page's own handlers, which may have cancelled the click.
    const onClick = (event: MouseEvent) => {
      const followed = followedLink(event);
      if (!followed) return;
      const { link, url } = followed;
      if (link.hasAttribute(PAGE_LINK_ATTRIBUTE)) {
        event.preventDefault();
        router.push(url.pathname + url.search + url.hash);
      }
      // The bars wait for a new path: a new query on the same path brings no new pathname to hide them.
      if (url.pathname !== window.location.pathname) setPendingFor(url.pathname);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);

  // The first page and each page the App Router moves to is a page view for the field report (lib/vitals).
  useEffect(() => countPageView(), [pathname]);

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
