import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { Words } from '@/lib/i18n/words';

/**
 * The words of the page furniture GIGW 3.0 asks for on every page: the "Last updated" line (components/layout/
 * last-updated.tsx), the "Send on WhatsApp" link (components/ui/share-on-whatsapp.tsx) and the words a screen reader
 * hears after a link to another site (components/ui/outside-link.tsx).
 */
export const PAGE_FRAME_TEXT = {
  lastUpdated: { en: 'Last updated', ta: 'கடைசியாகப் புதுப்பிக்கப்பட்டது' },
  sendOnWhatsApp: { en: 'Send on WhatsApp', ta: 'வாட்ஸ்அப்பில் அனுப்புக' },
} as const satisfies Record<string, Words>;

const OUTSIDE_LINK_WORDS = {
  other: { en: 'opens another website', ta: 'வேறோர் இணையதளத்தைத் திறக்கும்' },
  otherNewTab: { en: 'opens another website in a new tab', ta: 'வேறோர் இணையதளத்தைப் புதிய தாவலில் திறக்கும்' },
  government: { en: 'opens a government website', ta: 'அரசு இணையதளத்தைத் திறக்கும்' },
  governmentNewTab: {
    en: 'opens a government website in a new tab',
    ta: 'அரசு இணையதளத்தைப் புதிய தாவலில் திறக்கும்',
  },
} as const satisfies Record<string, Words>;

export type OutsideLinkNotes = { readonly [K in keyof typeof OUTSIDE_LINK_WORDS]: string };

/** The words after a link to another site, in one language: a client list gets them as a prop. */
export const OUTSIDE_LINK_NOTES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(OUTSIDE_LINK_WORDS).map(([key, words]) => [key, words[locale]])),
  ]),
) as Record<Locale, OutsideLinkNotes>;
