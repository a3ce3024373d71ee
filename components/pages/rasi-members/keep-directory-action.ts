import { fillIn } from '@/lib/i18n/words';

/** What the service worker reports after each page (lib/offline/service-worker.cjs, keepPages). */
interface Progress {
  readonly done: number;
  readonly total: number;
  readonly bytes: number;
  readonly failed: number;
}

/**
 * Shows the hidden panel `panelId` (keep-directory.tsx) and makes its button work: one press asks the service worker
 * that controls the page to save this directory and every firm's page the list `listId` links to, in the page's
 * language, and the panel shows the progress, then the size kept or the pages that failed. Plain DOM, fetched only
 * once a worker controls the page (directory-filter.tsx), so none of it is in the directory's first load.
 */
export function offerKeep(panelId: string, listId: string): void {
  const panel = document.getElementById(panelId);
  if (!panel?.hidden) return;
  const [button, , line, status] = panel.children as unknown as [HTMLButtonElement, unknown, HTMLElement, HTMLElement];
  const bar = line.querySelector('progress')!;
  const words = panel.dataset as { progress: string; done: string; failed: string };
  let busy = false;

  const show = (progress: Progress) => {
    const values = { ...progress, size: (progress.bytes / 1e6).toFixed(1) };
    busy = progress.done < progress.total;
    button.setAttribute('aria-disabled', String(busy));
    line.hidden = !busy;
    bar.max = progress.total;
    bar.value = progress.done;
    line.lastElementChild!.textContent = fillIn(words.progress, values);
    status.textContent = busy ? '' : fillIn(progress.failed > 0 ? words.failed : words.done, values);
  };

  button.onclick = () => {
    const worker = navigator.serviceWorker.controller;
    if (!worker || busy) return;
    // By path on this origin: the links are absolute, on the site's public address.
    const links = document.querySelectorAll<HTMLAnchorElement>(`#${listId} h2 a`);
    const paths = [location.pathname, ...Array.from(links, (link) => new URL(link.href).pathname)];
    const pages = paths.map((path) => new URL(path, location.origin).href);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<Progress>) => show(event.data);
    show({ done: 0, total: pages.length, bytes: 0, failed: 0 });
    worker.postMessage({ keep: pages }, [channel.port2]);
  };
  panel.hidden = false;
}
