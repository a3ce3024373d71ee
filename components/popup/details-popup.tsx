'use client';

import type { DocumentFile } from '@/lib/api/backend-types';
import type { MediaText } from '@/content/ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface PopupItem {
  readonly title: string;
  readonly description?: string;
  readonly image?: string;
  readonly imageAlt?: string;
  readonly date?: string | null;
  readonly meta?: string;
  readonly href?: string | null;
  /** The document's format and size, shown after its link. */
  readonly file?: DocumentFile | null;
  readonly hrefLabel?: string;
  /** The page's words for the dialog, and the language of the item's own text. */
  readonly text: MediaText;
}

export interface PopupState {
  readonly isOpen: boolean;
  readonly item: PopupItem | null;
  /** The spec's general show/hide toggle. */
  readonly visible: boolean;
  /** The spec's loading-message flag. */
  readonly loadingMessage: boolean;
}

export interface PopupApi extends PopupState {
  open(item: PopupItem): void;
  close(): void;
  toggle(): void;
  setLoadingMessage(on: boolean): void;
}

const PopupContext = createContext<PopupApi | null>(null);

type DialogComponent = (typeof import('./details-dialog'))['DetailsDialog'];

let dialogModule: Promise<typeof import('./details-dialog')> | undefined;
/** The dialog once its code is here. It is rendered only then, never suspended: React holds a suspended reveal
 * back for up to 300 ms. */
let LoadedDialog: DialogComponent | undefined;

/**
 * Fetches the dialog's code once. It stays out of the page's first load, but is fetched while the browser is idle
 * after the load (or when a visitor reaches for an opener first), so that a tap on a phone opens the dialog at
 * once instead of waiting for a download.
 */
export function preloadDetailsDialog() {
  dialogModule ??= import('./details-dialog').then(
    (module) => {
      LoadedDialog = module.DetailsDialog;
      return module;
    },
    (error: unknown) => {
      // Offline for a moment: the next tap tries again.
      dialogModule = undefined;
      throw error;
    },
  );
  return dialogModule;
}

function whenIdleAfterLoad(task: () => void): () => void {
  // Safari has no requestIdleCallback: a timer after the load does there.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let handle: number | undefined;
  const schedule = () => {
    handle = hasIdle ? window.requestIdleCallback(task, { timeout: 3000 }) : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup must be used inside <PopupProvider>');
  return api;
}

export function PopupProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PopupState>({ isOpen: false, item: null, visible: false, loadingMessage: false });
  const [everOpened, setEverOpened] = useState(false);
  if (state.isOpen && !everOpened) setEverOpened(true);

  const open = useCallback((item: PopupItem) => {
    const show = () => setState((s) => ({ ...s, isOpen: true, item }));
    if (LoadedDialog) show();
    else
      preloadDetailsDialog().then(show, (error: unknown) => console.error('Could not load the details popup', error));
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false, item: null })), []);
  const toggle = useCallback(() => setState((s) => ({ ...s, visible: !s.visible })), []);
  const setLoadingMessage = useCallback((on: boolean) => setState((s) => ({ ...s, loadingMessage: on })), []);

  useEffect(() => whenIdleAfterLoad(() => preloadDetailsDialog().catch(() => undefined)), []);

  const api = useMemo(
    () => ({ ...state, open, close, toggle, setLoadingMessage }),
    [state, open, close, toggle, setLoadingMessage],
  );

  return (
    <PopupContext.Provider value={api}>
      {children}
      {everOpened && LoadedDialog ? <LoadedDialog item={state.isOpen ? state.item : null} onClose={close} /> : null}
    </PopupContext.Provider>
  );
}
