'use client';

import { useLiveList } from '@/components/data/live-lists';
import { itemAnchor } from '@/lib/anchors';
import type { Notification } from '@/lib/api/backend-types';
import { formatDate } from '@/lib/format';
import type { MediaText } from '@/content/ui';
import { DocumentLink } from './document-link';
import styles from './media.module.css';
import type { ShareLinks } from './share-links';
import { PopupOpener } from './popup-opener';
import { OptimisedImage } from './optimised-image';

/**
 * `leading` says the list is the first thing on its page: on a phone its first picture is then the largest thing on
 * the first screen, so it is preloaded, not lazy. `share` holds each item's "Send on WhatsApp" link, rendered on the
 * server (components/media/share-links.tsx); an item that arrives later in the browser has none until the next render.
 */
export function NotificationList({
  notifications: serverData,
  limit,
  headingLevel = 3,
  leading = false,
  text,
  share,
}: {
  notifications: readonly Notification[];
  text: MediaText;
  limit?: number;
  headingLevel?: 2 | 3;
  leading?: boolean;
  share?: ShareLinks;
}) {
  const notifications = useLiveList('notifications', serverData).slice(0, limit);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (notifications.length === 0) return <p className={styles.empty}>{text.noNotifications}</p>;

  return (
    <ul className={styles.list}>
      {notifications.map((n, index) => (
        // The id is the fragment a search result links to; tabIndex lets the browser focus it on arrival.
        <li
          key={n.id}
          id={itemAnchor('notification', n.id)}
          tabIndex={-1}
          className={`${styles.row} ${styles.anchored}`}
        >
          <OptimisedImage
            className={styles.thumb}
            src={n.image}
            priority={leading && index === 0}
            alt=""
            width={176}
            height={132}
            sizes="(max-width: 420px) 100vw, 88px"
          />
          <div className={styles.rowBody}>
            {n.date ? (
              <time className={styles.meta} dateTime={n.date}>
                {formatDate(n.date, text.locale)}
              </time>
            ) : null}
            <Heading className={styles.rowTitle} lang={text.itemLang}>
              {n.title}
            </Heading>
            <p className={styles.clamp} lang={text.itemLang}>
              {n.description}
            </p>
            {n.href ? (
              <p>
                <DocumentLink
                  href={n.href}
                  file={n.file}
                  text={text}
                  hidden={
                    <>
                      {text.forItem}
                      <span lang={text.itemLang}>{n.title}</span>
                    </>
                  }
                >
                  {text.downloadCircular}
                </DocumentLink>
              </p>
            ) : null}
            <PopupOpener
              label={text.readMore}
              text={text}
              item={{
                title: n.title,
                description: n.description,
                image: n.image,
                date: n.date,
                href: n.href,
                file: n.file,
                hrefLabel: text.downloadCircular,
              }}
            />
            {share?.[n.id]}
          </div>
        </li>
      ))}
    </ul>
  );
}
