'use client';

import { useLiveList } from '@/components/data/live-lists';
import type { Exhibitor } from '@/lib/api/types';
import styles from './media.module.css';
import { OptimisedImage } from './optimised-image';

/** Exhibitors, which the spec has "presented as a committee". */
export function Committee({ exhibitors: serverData, limit }: { exhibitors: readonly Exhibitor[]; limit?: number }) {
  const exhibitors = useLiveList('exhibitors', serverData).slice(0, limit);

  if (exhibitors.length === 0) return <p className={styles.empty}>The committee list is being updated.</p>;

  return (
    <ul className={styles.grid}>
      {exhibitors.map((person) => (
        <li key={person.id} className={`${styles.card} ${styles.center}`} data-cursor-target="">
          {/* A fixed 96 px circle: a 1x and a 2x candidate are all it needs, not every width. */}
          <OptimisedImage className={styles.portrait} src={person.image} alt="" width={96} height={96} />
          <div className={styles.body}>
            <h3>{person.name}</h3>
            {person.designation ? <p className={styles.meta}>{person.designation}</p> : null}
            {person.company ? <p>{person.company}</p> : null}
            {person.products ? <p className={styles.meta}>{person.products}</p> : null}
            {person.stall ? <p className={styles.meta}>Stall {person.stall}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
