'use client';

import { useLiveList } from '@/components/data/live-lists';
import type { Bulletin } from '@/lib/api/backend-types';
import { newestFirst } from '@/lib/bulletins';
import { formatDate } from '@/lib/format';
import type { MediaText } from '@/content/ui';
import styles from './media.module.css';
import { OptimisedImage } from './optimised-image';

/**
 * Bulletins by year, newest first, each year with its events. `leading`: the first thing on its page, whose first
 * picture is then preloaded, not lazy.
 */
export function BulletinYears({
  bulletins: serverData,
  limitYears,
  limitEvents,
  headingLevel = 2,
  leading = false,
  text,
}: {
  bulletins: readonly Bulletin[];
  text: MediaText;
  limitYears?: number;
  limitEvents?: number;
  headingLevel?: 2 | 3;
  leading?: boolean;
}) {
  const years = [...useLiveList('bulletins', serverData)].sort(newestFirst).slice(0, limitYears);
  const YearHeading = headingLevel === 2 ? 'h2' : 'h3';
  const EventHeading = headingLevel === 2 ? 'h3' : 'h4';

  if (years.length === 0) return <p className={styles.empty}>{text.noBulletins}</p>;

  return (
    <div>
      {years.map((bulletin, index) => (
        <section
          key={bulletin.year}
          className={styles.year}
          aria-label={text.bulletinYear.replace('{year}', String(bulletin.year))}
        >
          <div className={styles.yearHeader}>
            <OptimisedImage
              className={styles.yearImage}
              src={bulletin.image}
              alt=""
              width={400}
              height={300}
              sizes="(max-width: 480px) 100vw, 192px"
              priority={leading && index === 0}
            />
            <div>
              <YearHeading>{bulletin.year}</YearHeading>
              {bulletin.title ? (
                <p className={styles.meta} lang={text.itemLang}>
                  {bulletin.title}
                </p>
              ) : null}
            </div>
          </div>
          {bulletin.events.length ? (
            <ul className={styles.list}>
              {bulletin.events.slice(0, limitEvents).map((event) => (
                <li key={event.id} className={styles.row}>
                  {event.image ? (
                    <OptimisedImage
                      className={styles.thumb}
                      src={event.image}
                      alt=""
                      width={176}
                      height={132}
                      sizes="(max-width: 420px) 100vw, 88px"
                    />
                  ) : (
                    <span />
                  )}
                  <div className={styles.rowBody}>
                    {event.date ? (
                      <time className={styles.meta} dateTime={event.date}>
                        {formatDate(event.date, text.locale)}
                        {event.venue ? ' · ' : ''}
                        {event.venue ? <span lang={text.itemLang}>{event.venue}</span> : null}
                      </time>
                    ) : null}
                    <EventHeading className={styles.rowTitle} lang={text.itemLang}>
                      {event.title}
                    </EventHeading>
                    {event.description ? <p lang={text.itemLang}>{event.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{text.noEventsForYear.replace('{year}', String(bulletin.year))}</p>
          )}
        </section>
      ))}
    </div>
  );
}
