'use client';

import { preloadDetailsDialog, usePopup, type PopupItem } from '@/components/popup/details-popup';
import type { MediaText } from '@/content/ui';
import styles from './media.module.css';

const warmDialog = () => void preloadDetailsDialog().catch(() => undefined);

/** The button on a card that opens its details popup; its name includes the item's title for screen readers. */
export function PopupOpener({ label, item, text }: { label: string; item: Omit<PopupItem, 'text'>; text: MediaText }) {
  const { open } = usePopup();
  return (
    <button
      type="button"
      className={styles.opener}
      data-cursor-target=""
      onPointerDown={warmDialog}
      onFocus={warmDialog}
      onClick={() => open({ ...item, text })}
    >
      {label}
      <span className="visually-hidden" lang={text.itemLang}>
        : {item.title}
      </span>
    </button>
  );
}
