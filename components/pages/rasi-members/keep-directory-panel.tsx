'use client';

import { useState } from 'react';
import button from '@/components/ui/button.module.css';
import { fillIn } from '@/lib/i18n/words';
import styles from './keep-directory.module.css';

/** The words in the page's language: `note` filled in on the server; `{done}`, `{total}`, `{size}`, `{failed}` here. */
export interface KeepDirectoryText {
  readonly button: string;
  readonly note: string;
  readonly progress: string;
  readonly done: string;
  readonly failed: string;
}

/** What the service worker reports after each page (lib/offline/service-worker.cjs, keepPages). */
interface Progress {
  readonly done: number;
  readonly total: number;
  readonly bytes: number;
  readonly failed: number;
}

/**
 * "Keep the directory for offline reading": asks the service worker that controls the page to save this directory
 * and every firm's page it links to, in the page's language, and shows its progress. Loaded only once a worker
 * controls the page (keep-directory.tsx).
 */
export function KeepDirectoryPanel({ listId, text }: { listId: string; text: KeepDirectoryText }) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const busy = !!progress && progress.done < progress.total;

  const keep = () => {
    const worker = navigator.serviceWorker.controller;
    if (!worker || busy) return;
    // By path on this origin: the links are absolute, on the site's public address.
    const links = document.querySelectorAll<HTMLAnchorElement>(`#${listId} h2 a`);
    const paths = [location.pathname, ...Array.from(links, (link) => new URL(link.href).pathname)];
    const pages = paths.map((path) => new URL(path, location.origin).href);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<Progress>) => setProgress(event.data);
    setProgress({ done: 0, total: pages.length, bytes: 0, failed: 0 });
    worker.postMessage({ keep: pages }, [channel.port2]);
  };

  const values = progress && { ...progress, size: (progress.bytes / 1e6).toFixed(1) };
  return (
    <div className={styles.keep}>
      <button type="button" className={button.primary} onClick={keep} aria-disabled={busy}>
        {text.button}
      </button>
      <p>{text.note}</p>
      {values && busy && (
        <p>
          <progress value={values.done} max={values.total} aria-label={text.button} /> {fillIn(text.progress, values)}
        </p>
      )}
      <p role="status">{values && !busy ? fillIn(values.failed > 0 ? text.failed : text.done, values) : ''}</p>
    </div>
  );
}
