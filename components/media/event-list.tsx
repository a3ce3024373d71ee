'use client';

import { useLiveList } from '@/components/data/live-lists';
import type { TodayEvent } from '@/lib/api/backend-types';
import type { MediaText } from '@/content/ui';
import { AddToCalendar } from './add-to-calendar';
import styles from './media.module.css';
import { PopupOpener } from './popup-opener';
import { OptimisedImage } from './optimised-image';
import type { ShareLinks } from './share-links';

function timeRange(event: TodayEvent): string {
  if (event.startTime && event.endTime) return `${event.startTime}–${event.endTime}`;
  return event.startTime ?? '';
}

/** `share`: each event's "Send on WhatsApp" link, rendered on the server (components/media/share-links.tsx). */
export function EventList({
  events: serverData,
  text,
  share,
}: {
  events: readonly TodayEvent[];
  text: MediaText;
  share?: ShareLinks;
}) {
  const events = useLiveList('events', serverData);

  if (events.length === 0) return <p className={styles.empty}>{text.noEventsToday}</p>;

  return (
    <ul className={styles.grid}>
      {events.map((event) => {
        const when = timeRange(event);
        const meta = [when, event.venue].filter(Boolean).join(' · ');
        return (
          <li key={event.id} id={event.calendar?.anchor} className={styles.card}>
            {event.image ? (
              <OptimisedImage
                className={styles.image}
                src={event.image}
                alt=""
                width={800}
                height={600}
                sizes="(max-width: 640px) 100vw, 360px"
              />
            ) : null}
            <div className={styles.body}>
              <h3 lang={text.itemLang}>{event.title}</h3>
              {meta ? (
                <p className={styles.meta} lang={text.itemLang}>
                  {meta}
                </p>
              ) : null}
              <p className={styles.clamp} lang={text.itemLang}>
                {event.description}
              </p>
              <PopupOpener
                label={text.eventDetails}
                text={text}
                item={{
                  title: event.title,
                  description: event.description,
                  image: event.image || undefined,
                  date: event.date,
                  meta,
                }}
              />
              {/* A list still cached from a build before these links (/api/events, s-maxage) has none. */}
              {event.calendar ? <AddToCalendar title={event.title} links={event.calendar} text={text} /> : null}
              {share?.[event.id]}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
