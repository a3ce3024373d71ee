import { OutsideLink } from '@/components/ui/outside-link';
import type { CalendarLinks } from '@/lib/feeds/calendar-events';
import type { MediaText } from '@/content/ui';
import styles from './add-to-calendar.module.css';

/**
 * An event's two ways into a calendar: its own .ics file (Apple, Outlook and most phones open it) and Google
 * Calendar's form, filled in. Both addresses come from the server, so these are plain links that need no script;
 * each names its event for screen readers, after the words it shows.
 */
export function AddToCalendar({
  title,
  links,
  text,
}: {
  title: string;
  links: CalendarLinks;
  text: Pick<MediaText, 'addToCalendar' | 'addToGoogleCalendar' | 'thisEvent' | 'itemLang' | 'outsideLink'>;
}) {
  const event = title ? <span lang={text.itemLang}>{title}</span> : text.thisEvent;
  return (
    <p className={styles.calendar}>
      <a href={links.ics} type="text/calendar" rel="nofollow">
        {text.addToCalendar}
        <span className="visually-hidden">: {event}</span>
      </a>
      <OutsideLink href={links.google} rel="nofollow" notes={text.outsideLink}>
        {text.addToGoogleCalendar}
        <span className="visually-hidden">: {event}</span>
      </OutsideLink>
    </p>
  );
}
