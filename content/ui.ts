import type { Locale } from '@/lib/i18n/locales';
import { OUTSIDE_LINK_NOTES, type OutsideLinkNotes } from './page-frame';

/**
 * The words of the site's frame and shared components (header, navigation, footer, search, dialogs, lists), in
 * both languages. Server components read `UI[locale]`; a client component gets the few strings it shows as props, so
 * a language adds no JavaScript. The Tamil object must have every key of the English one (the type says so).
 */
const en = {
  skipLink: 'Skip to content',
  home: 'Home',
  menu: 'Menu',
  mainNav: 'Main',
  breadcrumb: 'Breadcrumb',
  sectionsOfSite: 'Sections of the site',
  search: 'Search',
  searchTheSite: 'Search the site',
  searchForm: 'Site',
  languageLink: 'Read this page in Tamil',
  footerContact: 'Telephone and email',
  footerHours: 'Office hours',
  footerLinks: 'Quick links',
  accessibility: 'Accessibility statement',
  legal:
    'Registered in 1972 under the Societies Registration Act, 1860; now governed by the Tamil Nadu Societies Registration Act, 1975.',
  loading: 'Loading the page',
  backToTop: 'Back to top',
  findPage: 'Find a page',
  findPageLabel: 'Page name or address',
  find: 'Find',
  goHome: 'Go to the home page',
  notFoundTitle: 'Page not found',
  subscribeRss: 'Follow notifications and bulletins by RSS',
  subscribeCalendar: 'Add events and trade fairs to your calendar (.ics)',
} as const;

type UiText = { readonly [K in keyof typeof en]: string };

const ta: UiText = {
  skipLink: 'உள்ளடக்கத்துக்குச் செல்ல',
  home: 'முகப்பு',
  menu: 'பட்டி',
  mainNav: 'முதன்மை',
  breadcrumb: 'வழித்தடம்',
  sectionsOfSite: 'தளத்தின் பிரிவுகள்',
  search: 'தேடல்',
  searchTheSite: 'தளத்தில் தேடுக',
  searchForm: 'தளம்',
  languageLink: 'இந்தப் பக்கத்தை ஆங்கிலத்தில் படிக்க',
  footerContact: 'தொலைபேசியும் மின்னஞ்சலும்',
  footerHours: 'அலுவலக நேரம்',
  footerLinks: 'விரைவு இணைப்புகள்',
  accessibility: 'அணுகல்தன்மை அறிக்கை',
  legal:
    '1972-இல் சங்கங்கள் பதிவுச் சட்டம், 1860-இன் கீழ் பதிவு செய்யப்பட்டது; தற்போது தமிழ்நாடு சங்கங்கள் பதிவுச் சட்டம், 1975-க்கு உட்பட்டது.',
  loading: 'பக்கம் ஏற்றப்படுகிறது',
  backToTop: 'மேலே செல்ல',
  findPage: 'பக்கத்தைக் கண்டறிதல்',
  findPageLabel: 'பக்கத்தின் பெயர் அல்லது முகவரி',
  find: 'கண்டறிக',
  goHome: 'முகப்புப் பக்கத்துக்குச் செல்லவும்',
  notFoundTitle: 'பக்கம் கிடைக்கவில்லை',
  subscribeRss: 'அறிவிப்புகளையும் செய்தி மடல்களையும் RSS மூலம் பின்தொடர',
  subscribeCalendar: 'நிகழ்வுகளையும் வர்த்தகக் கண்காட்சிகளையும் உங்கள் நாட்காட்டியில் சேர்க்க (.ics)',
};

export const UI: Readonly<Record<Locale, UiText>> = { en, ta };
export type { UiText };

/**
 * The words of the backend's lists (notifications, bulletins, events, gallery, the expo committee), their details
 * dialog and the home page's banners. Client components, so each gets this object as a prop from the server: the
 * page's language only. `itemLang` marks the backend's own text, which is English, on a page in another language.
 */
export interface MediaText {
  readonly locale: Locale;
  readonly itemLang?: 'en';
  readonly noNotifications: string;
  readonly noPhotographs: string;
  readonly noEventsToday: string;
  readonly committeeUpdating: string;
  readonly noBulletins: string;
  readonly noEventsForYear: string;
  readonly stall: string;
  readonly addToCalendar: string;
  readonly addToGoogleCalendar: string;
  readonly thisEvent: string;
  readonly bulletinYear: string;
  readonly readMore: string;
  readonly eventDetails: string;
  readonly viewPhoto: string;
  readonly downloadCircular: string;
  readonly forItem: string;
  readonly openDocument: string;
  readonly close: string;
  readonly highlights: string;
  readonly slides: string;
  readonly slideOf: string;
  readonly showSlide: string;
  readonly previousSlide: string;
  readonly nextSlide: string;
  readonly playSlideshow: string;
  readonly pauseSlideshow: string;
  readonly outsideLink: OutsideLinkNotes;
  /** After a document's link: its format and size (lib/format.ts, documentFacts). */
  readonly documentFacts: { readonly withSize: string; readonly formatOnly: string };
}

export const MEDIA_TEXT: Readonly<Record<Locale, MediaText>> = {
  en: {
    locale: 'en',
    noNotifications: 'There are no notifications at the moment.',
    noPhotographs: 'There are no photographs to show just now.',
    noEventsToday: 'There are no events at RASI today.',
    committeeUpdating: 'The committee list is being updated.',
    noBulletins: 'No bulletins have been published yet.',
    noEventsForYear: 'No events were recorded for {year}.',
    stall: 'Stall {stall}',
    addToCalendar: 'Add to calendar (.ics)',
    addToGoogleCalendar: 'Add to Google Calendar',
    thisEvent: 'this event',
    bulletinYear: 'Bulletin {year}',
    readMore: 'Read more',
    eventDetails: 'Event details',
    viewPhoto: 'View photo',
    downloadCircular: 'Download the circular',
    forItem: ' for ',
    openDocument: 'Open the document',
    close: 'Close',
    highlights: 'Highlights',
    slides: 'Slides',
    slideOf: '{n} of {count}',
    showSlide: 'Show slide {n} of {count}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    playSlideshow: 'Play slideshow',
    pauseSlideshow: 'Pause slideshow',
    outsideLink: OUTSIDE_LINK_NOTES.en,
    documentFacts: { withSize: '{format}, {size}', formatOnly: '{format}' },
  },
  ta: {
    locale: 'ta',
    itemLang: 'en',
    noNotifications: 'தற்போது அறிவிப்புகள் எதுவும் இல்லை.',
    noPhotographs: 'இப்போது காட்டுவதற்குப் புகைப்படங்கள் எதுவும் இல்லை.',
    noEventsToday: 'இன்று ராசியில் நிகழ்வுகள் எதுவும் இல்லை.',
    committeeUpdating: 'குழுப் பட்டியல் புதுப்பிக்கப்பட்டு வருகிறது.',
    noBulletins: 'இதுவரை செய்தி மடல்கள் எதுவும் வெளியிடப்படவில்லை.',
    noEventsForYear: '{year}-ஆம் ஆண்டில் நிகழ்வுகள் எதுவும் பதிவு செய்யப்படவில்லை.',
    stall: 'கடை அரங்கு எண் {stall}',
    addToCalendar: 'நாட்காட்டியில் சேர்க்க (.ics)',
    addToGoogleCalendar: 'Google Calendar-இல் சேர்க்க',
    thisEvent: 'இந்த நிகழ்வு',
    bulletinYear: '{year} செய்தி மடல்',
    readMore: 'மேலும் படிக்க',
    eventDetails: 'நிகழ்வு விவரங்கள்',
    viewPhoto: 'படத்தைக் காண்க',
    downloadCircular: 'சுற்றறிக்கையைப் பதிவிறக்குக',
    forItem: ': ',
    openDocument: 'ஆவணத்தைத் திறக்க',
    close: 'மூடுக',
    highlights: 'சிறப்புச் செய்திகள்',
    slides: 'படவில்லைகள்',
    slideOf: '{count}-இல் {n}',
    showSlide: '{count}-இல் {n}-ஆவது படவில்லையைக் காட்டுக',
    previousSlide: 'முந்தைய படவில்லை',
    nextSlide: 'அடுத்த படவில்லை',
    playSlideshow: 'படக்காட்சியைத் தொடங்குக',
    pauseSlideshow: 'படக்காட்சியை நிறுத்துக',
    outsideLink: OUTSIDE_LINK_NOTES.ta,
    documentFacts: { withSize: '{format} கோப்பு, {size}', formatOnly: '{format} கோப்பு' },
  },
};
