'use client';

import { useEffect, useId, useRef } from 'react';
import { DocumentLink } from '@/components/media/document-link';
import { formatDate } from '@/lib/format';
import type { PopupItem } from './details-popup';
import styles from './details-popup.module.css';
import { OptimisedImage } from '@/components/media/optimised-image';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function DetailsDialog({ item, onClose }: { item: PopupItem | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !item) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
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
          <OptimisedImage
            className={styles.image}
            src={item.image}
            alt={item.imageAlt ?? ''}
            width={800}
            height={600}
            sizes="(max-width: 640px) 100vw, 640px"
          />
        ) : null}
        <div className={styles.text}>
          <h2 id={titleId} lang={item.text.itemLang}>
            {item.title}
          </h2>
          {item.date || item.meta ? (
            <p className={styles.meta}>
              {item.date ? <time dateTime={item.date}>{formatDate(item.date, item.text.locale)}</time> : null}
              {item.date && item.meta ? ' · ' : null}
              {item.meta ? <span lang={item.text.itemLang}>{item.meta}</span> : null}
            </p>
          ) : null}
          {item.description ? <p lang={item.text.itemLang}>{item.description}</p> : null}
          {item.href ? (
            <p>
              <DocumentLink href={item.href} file={item.file} text={item.text}>
                {item.hrefLabel ?? item.text.openDocument}
              </DocumentLink>
            </p>
          ) : null}
          <button type="button" className={styles.close} onClick={onClose} data-autofocus="">
            {item.text.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
