'use client';

import { useLiveList } from '@/components/data/live-lists';
import type { GalleryItem } from '@/lib/api/types';
import { formatDate } from '@/lib/format';
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
}: {
  items: readonly GalleryItem[];
  limit?: number;
  leading?: boolean;
}) {
  const items = useLiveList('gallery', serverData).slice(0, limit);

  if (items.length === 0) return <p className={styles.empty}>There are no photographs to show just now.</p>;

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
            <h3>{item.title}</h3>
            {item.date ? (
              <time className={styles.meta} dateTime={item.date}>
                {formatDate(item.date)}
              </time>
            ) : null}
            <p className={styles.clamp}>{item.description}</p>
            <PopupOpener
              label="View photo"
              item={{ title: item.title, description: item.description, image: item.image, date: item.date }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
