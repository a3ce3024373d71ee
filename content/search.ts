import type { Locale } from '@/lib/i18n/locales';

/** What a search looked through, as the results' groups are headed. */
export type SearchKind = 'page' | 'member' | 'person' | 'notification' | 'bulletin' | 'event' | 'gallery' | 'exhibitor';

/** The search page's words. Functions where a count or the query goes into the sentence. */
export interface SearchText {
  readonly title: string;
  readonly intro: string;
  readonly formLabel: string;
  readonly fieldLabel: string;
  readonly submit: string;
  readonly prompt: string;
  readonly noWords: (query: string) => string;
  readonly results: (count: number, query: string) => string;
  readonly noResults: (query: string) => string;
  readonly onlyFirstWords: (count: number) => string;
  readonly closestPages: string;
  readonly startPages: string;
  readonly ofTotal: (shown: number, total: number) => string;
  readonly metaTitle: (query: string) => string;
  readonly kinds: Readonly<Record<SearchKind, string>>;
}

export const SEARCH_TEXT: Readonly<Record<Locale, SearchText>> = {
  en: {
    title: 'Search',
    intro:
      'Pages, member firms, office bearers and committees, notifications, bulletins, today\u2019s events, the gallery and the exhibitors.',
    formLabel: 'Search the site',
    fieldLabel: 'Words to look for',
    submit: 'Search',
    prompt: 'Type a word or two to search the whole site.',
    noWords: (query) => `No words to look for in “${query}”.`,
    results: (count, query) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
    noResults: (query) => `No results for “${query}”.`,
    onlyFirstWords: (count) => `Only the first ${count} words were looked for.`,
    closestPages: 'Pages with the closest titles',
    startPages: 'Pages to start from',
    ofTotal: (shown, total) => `${shown} of ${total}`,
    metaTitle: (query) => `${query}: search`,
    kinds: {
      page: 'Pages',
      member: 'Member firms',
      person: 'Office bearers and committees',
      notification: 'Notifications',
      bulletin: 'Bulletins',
      event: "Today's events",
      gallery: 'Gallery',
      exhibitor: 'Exhibitors',
    },
  },
  ta: {
    title: 'தேடல்',
    intro:
      'பக்கங்கள், உறுப்பினர் நிறுவனங்கள், நிர்வாகிகள் மற்றும் குழுக்கள், அறிவிப்புகள், செய்தி மடல்கள், இன்றைய நிகழ்வுகள், படத்தொகுப்பு, கண்காட்சியாளர்கள் ஆகிய அனைத்திலும் தேடலாம்.',
    formLabel: 'தளத்தில் தேடுக',
    fieldLabel: 'தேட வேண்டிய சொற்கள்',
    submit: 'தேடுக',
    prompt: 'தளம் முழுவதும் தேட ஓரிரு சொற்களைத் தட்டச்சு செய்யவும்.',
    noWords: (query) => `“${query}” என்பதில் தேடுவதற்குச் சொற்கள் இல்லை.`,
    results: (count, query) => `“${query}” என்பதற்கு ${count} ${count === 1 ? 'முடிவு' : 'முடிவுகள்'}`,
    noResults: (query) => `“${query}” என்பதற்கு முடிவுகள் எதுவும் இல்லை.`,
    onlyFirstWords: (count) => `முதல் ${count} சொற்கள் மட்டுமே தேடப்பட்டன.`,
    closestPages: 'தலைப்பு நெருக்கமாகப் பொருந்தும் பக்கங்கள்',
    startPages: 'இந்தப் பக்கங்களிலிருந்து தொடங்கலாம்',
    ofTotal: (shown, total) => `${total}-இல் ${shown}`,
    metaTitle: (query) => `${query}: தேடல்`,
    kinds: {
      page: 'பக்கங்கள்',
      member: 'உறுப்பினர் நிறுவனங்கள்',
      person: 'நிர்வாகிகளும் குழுக்களும்',
      notification: 'அறிவிப்புகள்',
      bulletin: 'செய்தி மடல்கள்',
      event: 'இன்றைய நிகழ்வுகள்',
      gallery: 'படத்தொகுப்பு',
      exhibitor: 'கண்காட்சியாளர்கள்',
    },
  },
};
