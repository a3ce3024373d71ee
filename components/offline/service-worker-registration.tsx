'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { SAVED_COPY_ID, SERVICE_WORKER_PATH } from '@/lib/offline/offline-paths.mjs';

/**
 * Registers the service worker (docs/pages.md#offline-reading) once the page has loaded and the browser is idle, so
 * it never competes with the page for the connection or the main thread. Renders nothing.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    // Not in `next dev`, which has no worker to serve.
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
    const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, []);

  useEffect(() => {
    // A page the router brings came from the network: the saved-copy notice was the first page's.
    if (pathname !== firstPath.current) document.getElementById(SAVED_COPY_ID)?.replaceChildren();
  }, [pathname]);

  return null;
}
