'use client';

import Image from 'next/image';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { formatDate } from '@/lib/format';
import styles from './details-popup.module.css';

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

export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup must be used inside <PopupProvider>');
  return api;
}

export function PopupProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PopupState>({ isOpen: false, item: null, visible: false, loadingMessage: false });

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
      <DetailsDialog item={state.isOpen ? state.item : null} onClose={close} />
    </PopupContext.Provider>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function DetailsDialog({ item, onClose }: { item: PopupItem | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !item) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      opener.current?.focus();
    };
  }, [item]);

  if (!item) return <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} />;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.content}>
        {item.image ? (
          <Image
            className={styles.image}
            src={item.image}
            alt={item.imageAlt ?? ''}
            width={800}
            height={600}
            sizes="(max-width: 640px) 100vw, 640px"
          />
        ) : null}
        <div className={styles.text}>
          <h2 id={titleId}>{item.title}</h2>
          {item.date || item.meta ? (
            <p className={styles.meta}>
              {item.date ? <time dateTime={item.date}>{formatDate(item.date)}</time> : null}
              {item.date && item.meta ? ' · ' : null}
              {item.meta}
            </p>
          ) : null}
          {item.description ? <p>{item.description}</p> : null}
          {item.href ? (
            <p>
              <a href={item.href}>{item.hrefLabel ?? 'Open the document'}</a>
            </p>
          ) : null}
          <button type="button" className={styles.close} onClick={onClose} autoFocus>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
