import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { whatsAppHref } from '@/lib/share';
import { pageUrl } from '@/lib/seo/page-urls';
import { OUTSIDE_LINK_NOTES, PAGE_FRAME_TEXT } from '@/content/page-frame';
import { OutsideLink } from './outside-link';
import styles from './share-on-whatsapp.module.css';

/**
 * "Send on WhatsApp": a plain link to WhatsApp's own address with the item's title and its page's absolute address
 * (in the page's language, at the item's card when it has an `anchor`) as the message. No script, no SDK: nothing
 * reaches WhatsApp unless the visitor follows it. A server component; on a client list it is rendered here and
 * handed to the list as a prop. `titleLang` marks a title in English on a page in another language.
 */
export function ShareOnWhatsApp({
  title,
  path,
  anchor,
  locale,
  titleLang,
}: {
  title: string;
  path: string;
  anchor?: string;
  locale: Locale;
  titleLang?: 'en';
}) {
  const address = `${pageUrl(path, config.siteUrl, locale)}${anchor ? `#${anchor}` : ''}`;
  return (
    <p className={styles.share}>
      <OutsideLink
        href={whatsAppHref(title, address)}
        target="_blank"
        rel="noopener noreferrer"
        notes={OUTSIDE_LINK_NOTES[locale]}
      >
        {PAGE_FRAME_TEXT.sendOnWhatsApp[locale]}
        <span className="visually-hidden">
          : <span lang={titleLang}>{title}</span>
        </span>
      </OutsideLink>
    </p>
  );
}
