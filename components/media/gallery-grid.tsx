'use client';

import { useLiveList } from '@/components/data/live-lists';
import type { GalleryItem } from '@/lib/api/backend-types';
import { formatDate } from '@/lib/format';
import type { MediaText } from '@/content/ui';
import styles from './media.module.css';
import { PopupOpener } from './popup-opener';
import { OptimisedImage } from './optimised-image';

/**
 * The photographs as cards that open their details popup. `leading` says the grid is the first thing on its page:
 * its first photograph is then the largest thing on a phone's first screen, so it is preloaded, not lazy.
 */
export function GalleryGrid({
  items: serverData,
  limit,
  leading = false,
  text,
}: {
  items: readonly GalleryItem[];
  text: MediaText;
  limit?: number;
  leading?: boolean;
}) {
  const items = useLiveList('gallery', serverData).slice(0, limit);

  if (items.length === 0) return <p className={styles.empty}>{text.noPhotographs}</p>;

  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.card}>
          <OptimisedImage
            className={styles.image}
            src={item.image}
            alt=""
            width={800}
            height={600}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 280px"
            priority={leading && index === 0}
          />
          <div className={styles.body}>
            <h3 lang={text.itemLang}>{item.title}</h3>
            {item.date ? (
              <time className={styles.meta} dateTime={item.date}>
                {formatDate(item.date, text.locale)}
              </time>
            ) : null}
            <p className={styles.clamp} lang={text.itemLang}>
              {item.description}
            </p>
            <PopupOpener
              label={text.viewPhoto}
              text={text}
              item={{ title: item.title, description: item.description, image: item.image, date: item.date }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
