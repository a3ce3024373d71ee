import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { whatsAppHref } from '@/lib/share';
import { pageUrl } from '@/lib/seo/page-urls';
import { PAGE_FRAME_TEXT } from '@/content/page-frame';
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
      <a href={whatsAppHref(title, address)} target="_blank" rel="noopener noreferrer">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 1.8a8.2 8.2 0 1 1-4.2 15.3l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8Zm-3.3 4.4c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.5-.3-1.8-.9c-.2-.1-.4-.1-.6.1l-.8 1c-.2.2-.3.2-.6.1-.3-.1-1.1-.4-2.1-1.3-.8-.7-1.3-1.6-1.5-1.8-.1-.3 0-.4.1-.5l.4-.5.3-.5v-.5l-.8-2c-.2-.5-.4-.5-.6-.5h-.5Z" />
        </svg>
        {PAGE_FRAME_TEXT.sendOnWhatsApp[locale]}
        <span className="visually-hidden">
          : <span lang={titleLang}>{title}</span> ({PAGE_FRAME_TEXT.opensInNewTab[locale]})
        </span>
      </a>
    </p>
  );
}
