'use client';

import Image from 'next/image';
import { useLiveList } from '@/components/data/live-data';
import { usePopup } from '@/components/popup/details-popup';
import type { TodayEvent } from '@/lib/api/types';
import styles from './media.module.css';

function timeRange(event: TodayEvent): string {
  if (event.startTime && event.endTime) return `${event.startTime}–${event.endTime}`;
  return event.startTime ?? '';
}

export function EventList({ events: serverData }: { events: readonly TodayEvent[] }) {
  const events = useLiveList('events', serverData);
  const { open } = usePopup();

  if (events.length === 0) return <p className={styles.empty}>There are no events at RASI today.</p>;

  return (
    <ul className={styles.grid}>
      {events.map((event) => {
        const when = timeRange(event);
        const meta = [when, event.venue].filter(Boolean).join(' · ');
        return (
          <li key={event.id} className={styles.card}>
            {event.image ? (
              <Image
                className={styles.image}
                src={event.image}
                alt=""
                width={800}
                height={600}
                sizes="(max-width: 640px) 100vw, 360px"
              />
            ) : null}
            <div className={styles.body}>
              <h3>{event.title}</h3>
              {meta ? <p className={styles.meta}>{meta}</p> : null}
              <p className={styles.clamp}>{event.description}</p>
              <button
                type="button"
                className={styles.opener}
                data-cursor-target=""
                onClick={() =>
                  open({
                    title: event.title,
                    description: event.description,
                    image: event.image || undefined,
                    date: event.date,
                    meta,
                  })
                }
              >
                Event details<span className="visually-hidden">: {event.title}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
