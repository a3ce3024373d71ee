import { itemAnchor } from '@/lib/anchors';
import type { Bulletin, Exhibitor, GalleryItem, Notification, TodayEvent } from '@/lib/api/backend-types';
import * as committees from '@/content/govt-committees';
import { members } from '@/content/members';
import { PAGE_CONTENT } from './page-content';
import * as people from '@/content/people';
import { formatDate } from '@/lib/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { ALIASES } from '@/lib/redirects';
import { groupLabel, groupOf, routeFor, ROUTES, routeText, type PeopleList, type SiteRoute } from '@/lib/routes';
import { memberPath } from '@/lib/member-pages';
import { pageHref } from '@/lib/seo/page-urls';
import { MEMBER_CATEGORY_LABELS } from '@/content/members';
import { DISTRICT_LABELS } from '@/content/glossary';
import { OFFICE_BEARER_ROLE_LABELS } from '@/content/people';
import { SEARCH_TEXT, type SearchKind } from '@/content/search';
import { UI } from '@/content/ui';

export type { SearchKind };

/** One thing a visitor can read on the site, as the search index holds it. */
export interface SearchDocument {
  readonly id: string;
  readonly kind: SearchKind;
  readonly title: string;
  /** Other names it goes by: a page's address and its plain-English aliases, a firm's contact person. */
  readonly names: string;
  /** Its text besides the title, one passage per paragraph or field; snippets are cut from one passage. */
  readonly passages: readonly string[];
  /** Where it is or when: the page's title, a date. */
  readonly context: string;
  /** The exact place: a page (a member firm's own), or an item's element on it (`/notification#notification-312`). */
  readonly href: string;
}

/** The backend's lists the search reads, as the store returns them (lib/api). */
export interface BackendLists {
  readonly bulletins: readonly Bulletin[];
  readonly notifications: readonly Notification[];
  readonly events: readonly TodayEvent[];
  readonly gallery: readonly GalleryItem[];
  readonly exhibitors: readonly Exhibitor[];
}

/** Keys whose values are addresses, ids or coordinates, not words a visitor reads. */
const NOT_WORDS = /^(?:href|src|image|images|url|link|icon|id|slug|key|geo|lat|lon|width|height)$/i;

/**
 * Strings that are not text either: blank, an address, an ISO date, or a key of a label table (a role, a kind: one
 * lower-case word, shown through its label, never as it is).
 */
const NOT_TEXT = /^(?:\s*$|\/|https?:|mailto:|tel:|\d{4}-\d{2}-\d{2}|[a-z]+(?:-[a-z]+)*$)/;

/**
 * Every text in `value` in one language, as passages: strings and numbers, through arrays and objects, a `Words` pair
 * or a record by language (`{ en: …, ta: … }`) read in `locale`, addresses and ids left out.
 */
export function wordsOf(value: unknown, locale: Locale): string[] {
  if (typeof value === 'string') return NOT_TEXT.test(value) ? [] : [value];
  if (typeof value === 'number') return [String(value)];
  if (typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item, locale));
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && 'en' in record && 'ta' in record) return wordsOf(record[locale], locale);
  return keys.filter((key) => !NOT_WORDS.test(key)).flatMap((key) => wordsOf(record[key], locale));
}

/**
 * What each page says in its own words, in one language, beside its title and description: the content its entry of
 * the route table names (lib/search/page-content.ts, written from it by `npm run routes`). The people and committees
 * the pages list are documents of their own, so a name finds the person, not also the page; a page whose words all
 * come from the backend names no content.
 */
export function pageTexts(locale: Locale): Readonly<Partial<Record<SiteRoute['path'], readonly string[]>>> {
  return Object.fromEntries(
    Object.entries(PAGE_CONTENT).map(([path, modules]) => [path, [...new Set(wordsOf(modules, locale))]]),
  );
}

/**
 * A page's address and its aliases (lib/redirects.ts) as words: `/sevicesprovided` and `/services-provided` give
 * "sevicesprovided services provided", so either spelling finds the page.
 */
function pageNames(route: SiteRoute): string {
  const aliases = Object.entries(ALIASES)
    .filter(([, target]) => target === route.path)
    .map(([alias]) => alias);
  return [route.path, ...aliases]
    .join(' ')
    .replace(/[^a-z0-9]+/gi, ' ')
    .trim();
}

function pageDocuments(locale: Locale): SearchDocument[] {
  const texts = pageTexts(locale);
  return ROUTES.map((route) => {
    const text = routeText(route, locale);
    const group = groupOf(route);
    return {
      id: `page:${route.path}`,
      kind: 'page',
      title: text.title,
      // A page is found by its name in the other language too: a Tamil reader may type an English page name.
      names: [pageNames(route), locale === 'en' ? route.ta.title : route.title].join(' '),
      passages: [text.description, ...(texts[route.path] ?? [])],
      context: group ? groupLabel(group, locale) : UI[locale].home,
      href: pageHref(route.path, locale),
    };
  });
}

function memberDocuments(locale: Locale): SearchDocument[] {
  const directoryTitle = routeText(routeFor('/rasi-members'), locale).title;
  return inLocale(members, locale).map((member) => {
    const category = MEMBER_CATEGORY_LABELS[member.category][locale];
    const district = DISTRICT_LABELS[member.district][locale];
    return {
      id: `member:${member.id}`,
      kind: 'member',
      title: member.firm,
      names: member.contact,
      passages: [member.products.join(', '), `${member.contact}, ${category}, ${district}`],
      context: directoryTitle,
      href: pageHref(memberPath(member.id), locale),
    };
  });
}

/** A person (or committee) as a search document: the page it is listed on tells its context and address. */
interface Listed {
  readonly key: string;
  readonly title: string;
  readonly names?: string;
  readonly passages: string[];
}

/** Each list of people a page of the route table names (its `people`), in one language. */
const PEOPLE_LISTS: Record<PeopleList, (locale: Locale) => Listed[]> = {
  officeBearers: (locale) =>
    inLocale(people, locale).officeBearers.map((p) => ({
      key: `${p.role}-${p.name}`,
      title: p.name,
      passages: [`${OFFICE_BEARER_ROLE_LABELS[p.role][locale]}, ${p.firm}, ${p.city}`],
    })),
  pastPresidents: (locale) => {
    const presidents = new Map<string, { name: string; firm: string; terms: string[] }>();
    for (const p of inLocale(people, locale).pastPresidents) {
      const entry = presidents.get(`${p.name}|${p.firm}`) ?? { name: p.name, firm: p.firm, terms: [] };
      entry.terms.push(`${p.from}–${p.to}`);
      presidents.set(`${p.name}|${p.firm}`, entry);
    }
    const said = SEARCH_PEOPLE_TEXT[locale];
    return [...presidents.values()].map((p) => ({
      key: p.name,
      title: p.name,
      passages: [`${said.president} ${p.terms.join(', ')}, ${p.firm}`],
    }));
  },
  executiveMembers: (locale) =>
    inLocale(people, locale).executiveMembers.map((p) => ({
      key: p.name,
      title: p.name,
      passages: [`${p.portfolio}, ${p.firm}, ${DISTRICT_LABELS[p.district][locale]}`],
    })),
  rollOfHonour: (locale) =>
    inLocale(people, locale).rollOfHonour.map((p) => ({
      key: `${p.name}-${p.year}`,
      title: p.name,
      passages: [`${p.honour}, ${p.year}`, p.citation, p.firm],
    })),
  seniorMembers: (locale) =>
    inLocale(people, locale).seniorMembers.map((p) => ({
      key: p.name,
      title: p.name,
      passages: [p.note, `${p.firm}, ${DISTRICT_LABELS[p.district][locale]}, ${p.memberSince}`],
    })),
  govtCommittees: (locale) =>
    inLocale(committees, locale).govtCommittees.map((c) => ({
      key: c.committee,
      title: c.committee,
      names: c.representative,
      passages: [`${c.body}. ${c.representative}, ${c.since}.`, c.role],
    })),
};

/** The people and committees of every page that lists some, at that page. */
function peopleDocuments(locale: Locale): SearchDocument[] {
  return ROUTES.flatMap((route) =>
    route.people
      ? PEOPLE_LISTS[route.people](locale).map(
          (listed) =>
            ({
              id: `person:${route.path}:${listed.key}`,
              kind: 'person',
              title: listed.title,
              names: listed.names ?? '',
              passages: listed.passages,
              context: routeText(route, locale).title,
              href: pageHref(route.path, locale),
            }) satisfies SearchDocument,
        )
      : [],
  );
}

const SEARCH_PEOPLE_TEXT = {
  en: { president: 'President' },
  ta: { president: 'தலைவர்' },
} as const satisfies Record<Locale, unknown>;

/** Everything the site's own modules say, in one language: the pages, the member firms, the people and committees. */
export function contentDocuments(locale: Locale = 'en'): SearchDocument[] {
  return [...pageDocuments(locale), ...memberDocuments(locale), ...peopleDocuments(locale)];
}

const dated = (label: string, date: string | null, locale: Locale) =>
  date ? `${label} · ${formatDate(date, locale)}` : label;

/** The backend's lists (untrusted text, already reshaped and capped by lib/api) as documents. */
export function backendDocuments(lists: BackendLists, locale: Locale = 'en'): SearchDocument[] {
  const kinds = SEARCH_TEXT[locale].kinds;
  const at = (path: string) => localePath(locale, path);
  return [
    ...lists.notifications.map((n): SearchDocument => ({
      id: `notification:${n.id}`,
      kind: 'notification',
      title: n.title,
      names: '',
      passages: [n.description],
      context: dated(kinds.notification, n.date, locale),
      href: `${at('/notification')}#${itemAnchor('notification', n.id)}`,
    })),
    ...lists.bulletins.flatMap((bulletin) =>
      bulletin.events.map((event): SearchDocument => ({
        id: `bulletin:${bulletin.year}:${event.id}`,
        kind: 'bulletin',
        title: event.title,
        names: '',
        passages: [event.description, event.venue],
        context: dated(`${kinds.bulletin} ${bulletin.year}`, event.date, locale),
        href: at('/bulletins'),
      })),
    ),
    ...lists.events.map((event): SearchDocument => ({
      id: `event:${event.id}`,
      kind: 'event',
      title: event.title,
      names: '',
      passages: [event.description, event.venue],
      context: [event.startTime, event.venue].filter(Boolean).join(' · ') || kinds.event,
      // The home page's "Today at RASI" section (components/ui/section.tsx names it after its title).
      href: `${at('/')}#today-at-rasi`,
    })),
    ...lists.gallery.map((item): SearchDocument => ({
      id: `gallery:${item.id}`,
      kind: 'gallery',
      title: item.title,
      names: '',
      passages: [item.description],
      context: dated(kinds.gallery, item.date, locale),
      href: at('/gallery'),
    })),
    ...lists.exhibitors.map((x): SearchDocument => ({
      id: `exhibitor:${x.id}`,
      kind: 'exhibitor',
      title: x.name,
      names: x.company,
      passages: [[x.designation, x.company].filter(Boolean).join(', '), x.products, x.stall ?? ''],
      context: routeText(routeFor('/tradefairs'), locale).title,
      // The "Exhibitors and expo committee" section of /tradefairs.
      href: `${at('/tradefairs')}#exhibitors-and-expo-committee`,
    })),
  ];
}
