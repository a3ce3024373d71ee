import type { Words } from '@/lib/i18n/words';

// Offline reading (docs/pages.md#offline-reading): the offline page, the notice on a saved copy and the member
// directory's button. scripts/write-service-worker.mjs writes `savedCopyNotice` into the service worker, which
// fills in the date; the rest is rendered here on the server.

/** Put at the top of a page the service worker answers from its copy; `{date}` is when the copy was saved. */
export const savedCopyNotice: Words = {
  en: 'Saved copy from {date}. The website could not be reached, so this is the page as you last read it.',
  ta: 'சேமிக்கப்பட்ட நகல் (சேமித்த நேரம்: {date}). இணையதளத்தை அணுக இயலவில்லை; நீங்கள் கடைசியாகப் படித்தபோது இருந்தவாறே இப்பக்கம் காட்டப்படுகிறது.',
};

/**
 * How to delete the copies kept for offline reading: said by the privacy policy, the accessibility statement and the
 * help page. Chrome on a computer (the site-information icon leads to the site's own settings) and on Android
 * (Settings, Site settings, All sites), where most readers here are.
 */
export const clearSiteData: Words = {
  en: 'To remove them, delete this site’s stored data in your browser. In Chrome on a computer: click the icon just left of the address, then Site settings, then Delete data. In Chrome on Android: tap the menu (three dots), then Settings, Site settings, All sites, this site, and Delete & reset.',
  ta: 'இவற்றை நீக்க, உங்கள் உலாவியில் இத்தளம் சேமித்த தரவை அழியுங்கள். கணினியில் Chrome-இல்: முகவரிக்கு இடப்புறம் உள்ள குறியைச் சொடுக்கி, தள அமைப்புகள், பிறகு தரவை நீக்கு என்பதைத் தேர்ந்தெடுங்கள். Android கைப்பேசியில் Chrome-இல்: பட்டியை (மூன்று புள்ளிகள்) தொட்டு, அமைப்புகள், தள அமைப்புகள், எல்லாத் தளங்களும், இத்தளம், பிறகு நீக்கி மீட்டமை என்பதைத் தேர்ந்தெடுங்கள்.',
};

export const offlinePageText = {
  title: { en: 'Not saved on this device', ta: 'இச்சாதனத்தில் சேமிக்கப்படவில்லை' },
  heading: { en: 'This page is not saved on this device', ta: 'இந்தப் பக்கம் இச்சாதனத்தில் சேமிக்கப்படவில்லை' },
  text: {
    en: 'The RASI website cannot be reached just now, and this page has not been read on this device before, so there is no copy of it here. Pages are saved as you read them, and open without a connection.',
    ta: 'ராசி இணையதளத்தை இப்போது அணுக இயலவில்லை; இந்தப் பக்கம் இச்சாதனத்தில் இதற்கு முன் படிக்கப்படாததால் அதன் நகல் இங்கு இல்லை. நீங்கள் படிக்கும் பக்கங்கள் சேமிக்கப்படுகின்றன; இணைப்பு இல்லாமலேயே அவை திறக்கும்.',
  },
  savedHeading: { en: 'Pages saved on this device', ta: 'இச்சாதனத்தில் சேமிக்கப்பட்ட பக்கங்கள்' },
  none: {
    en: 'No page in English is saved on this device yet.',
    ta: 'தமிழில் எந்தப் பக்கமும் இச்சாதனத்தில் இதுவரை சேமிக்கப்படவில்லை.',
  },
  retry: {
    en: 'When the connection returns, reload this page to read it.',
    ta: 'இணைப்பு மீண்டும் கிடைத்ததும் இப்பக்கத்தை மீண்டும் ஏற்றிப் படிக்கலாம்.',
  },
} satisfies Record<string, Words>;

/**
 * What the service worker keeps of a firm's page in each language (its HTML, styles inlined), about, for the size
 * the directory's button announces; the directory's own page counts as one more. Measured on the demo data (4.7 MB
 * for the 67 English pages, 5.8 MB for the Tamil); e2e/offline.spec.ts checks it against the bytes kept.
 */
export const SAVED_PAGE_BYTES = { en: 70_000, ta: 87_000 } as const;

/** The member directory's "keep for offline reading": `{count}` firms, `{size}` MB, `{done}` of `{total}` pages. */
export const keepDirectoryText = {
  button: {
    en: 'Keep the directory for offline reading',
    ta: 'உறுப்பினர் விவரப் பட்டியலை இணைப்பின்றிப் படிக்கச் சேமிக்க',
  },
  note: {
    en: 'Saves this directory and the pages of its {count} firms on this device, about {size} MB, so that they open with no signal.',
    ta: 'இப்பட்டியலையும் அதிலுள்ள {count} நிறுவனங்களின் பக்கங்களையும் இச்சாதனத்தில் சேமிக்கும் (சுமார் {size} MB); இணைப்பு இல்லாதபோதும் அவை திறக்கும்.',
  },
  progress: { en: 'Saving {done} of {total} pages…', ta: 'பக்கங்கள் சேமிக்கப்படுகின்றன: {total}-இல் {done}…' },
  done: {
    en: 'Saved: {total} pages, {size} MB. They open on this device with no connection.',
    ta: 'சேமிக்கப்பட்டது: {total} பக்கங்கள், {size} MB. இணைப்பு இல்லாமலேயே இச்சாதனத்தில் அவை திறக்கும்.',
  },
  failed: {
    en: '{failed} of {total} pages could not be saved. Try again when the signal is better.',
    ta: 'சேமிக்க இயலாத பக்கங்கள்: {total}-இல் {failed}. இணைப்பு சீரானதும் மீண்டும் முயலுங்கள்.',
  },
} satisfies Record<string, Words>;
