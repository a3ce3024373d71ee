'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface PopupItem {
  readonly title: string;
  readonly description?: string;
  readonly image?: string;
  readonly imageAlt?: string;
  readonly date?: string | null;
  readonly meta?: string;
  readonly href?: string | null;
  readonly hrefLabel?: string;
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

// The dialog's code loads the first time a visitor opens it, not with every page.
const DetailsDialog = dynamic(() => import('./details-dialog').then((module) => module.DetailsDialog), {
  ssr: false,
});

export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup must be used inside <PopupProvider>');
  return api;
}

export function PopupProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PopupState>({ isOpen: false, item: null, visible: false, loadingMessage: false });
  const [everOpened, setEverOpened] = useState(false);
  if (state.isOpen && !everOpened) setEverOpened(true);

  const open = useCallback((item: PopupItem) => setState((s) => ({ ...s, isOpen: true, item })), []);
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false, item: null })), []);
  const toggle = useCallback(() => setState((s) => ({ ...s, visible: !s.visible })), []);
  const setLoadingMessage = useCallback((on: boolean) => setState((s) => ({ ...s, loadingMessage: on })), []);

  const api = useMemo(
    () => ({ ...state, open, close, toggle, setLoadingMessage }),
    [state, open, close, toggle, setLoadingMessage],
  );

  return (
    <PopupContext.Provider value={api}>
      {children}
      {everOpened ? <DetailsDialog item={state.isOpen ? state.item : null} onClose={close} /> : null}
    </PopupContext.Provider>
  );
}
