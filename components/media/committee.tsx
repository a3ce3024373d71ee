'use client';

import { useLiveList } from '@/components/data/live-lists';
import type { Exhibitor } from '@/lib/api/backend-types';
import type { MediaText } from '@/content/ui';
import styles from './media.module.css';
import { OptimisedImage } from './optimised-image';

/** Exhibitors, which the spec has "presented as a committee". */
export function Committee({
  exhibitors: serverData,
  limit,
  text,
}: {
  exhibitors: readonly Exhibitor[];
  limit?: number;
  text: MediaText;
}) {
  const exhibitors = useLiveList('exhibitors', serverData).slice(0, limit);

  if (exhibitors.length === 0) return <p className={styles.empty}>{text.committeeUpdating}</p>;

  return (
    <ul className={styles.grid}>
      {exhibitors.map((person) => (
        <li key={person.id} className={`${styles.card} ${styles.center}`} data-cursor-target="">
          {/* A fixed 96 px circle: a 1x and a 2x candidate are all it needs, not every width. */}
          <OptimisedImage className={styles.portrait} src={person.image} alt="" width={96} height={96} />
          <div className={styles.body} lang={text.itemLang}>
            <h3>{person.name}</h3>
            {person.designation ? <p className={styles.meta}>{person.designation}</p> : null}
            {person.company ? <p>{person.company}</p> : null}
            {person.products ? <p className={styles.meta}>{person.products}</p> : null}
            {person.stall ? (
              <p className={styles.meta} lang={text.locale}>
                {text.stall.replace('{stall}', person.stall)}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
