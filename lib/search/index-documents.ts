import { itemAnchor } from '@/lib/anchors';
import type { Bulletin, Exhibitor, GalleryItem, Notification, TodayEvent } from '@/lib/api/types';
import * as about from '@/content/about';
import * as contact from '@/content/contact';
import * as entrepreneurship from '@/content/entrepreneurship';
import * as committees from '@/content/govt-committees';
import * as guidance from '@/content/guidance-cell';
import * as home from '@/content/home';
import * as benefits from '@/content/member-benefits';
import * as directory from '@/content/members';
import { memberCategories, memberDistricts, members } from '@/content/members';
import * as membership from '@/content/membership';
import * as milestoneList from '@/content/milestones';
import * as mouTexts from '@/content/mous';
import * as people from '@/content/people';
import * as letter from '@/content/president-message';
import * as serviceTexts from '@/content/services';
import * as fairs from '@/content/trade-fairs';
import type { Figure, Step, TitledText } from '@/content/types';
import * as visionMission from '@/content/vision-mission';
import * as visitors from '@/content/visitors-book';
import { formatDate } from '@/lib/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { ALIASES } from '@/lib/redirects';
import { groupLabel, groupOf, routeFor, ROUTES, routeText, type SiteRoute } from '@/lib/routes';
import { memberPath } from '@/lib/member-pages';
import { pageHref } from '@/lib/seo/page-urls';
import { SITE, SITE_TEXT } from '@/content/association';
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

const titled = (items: readonly (TitledText | Step)[]) => items.map((item) => `${item.title}: ${item.text}`);
const figures = (items: readonly Figure[]) => items.map((figure) => `${figure.value} ${figure.label}`);

/**
 * What each page says in its own words (content/), in one language, beside its title and description. The people
 * and committees the pages list are documents of their own, so a name finds the person, not also the page. One
 * entry per route of the table (lib/search/documents.test.ts checks it), empty where a page's words all come from
 * the backend.
 */
export function pageTexts(locale: Locale): Readonly<Record<SiteRoute['path'], readonly string[]>> {
  const { welcome, atAGlance, quickLinks } = inLocale(home, locale);
  const { aboutIntro, history, inNumbers, ourOffice, regionIntro, regionServed } = inLocale(about, locale);
  const { presidentMessage } = inLocale(letter, locale);
  const { vision, mission, coreValues } = inLocale(visionMission, locale);
  const { milestones } = inLocale(milestoneList, locale);
  const m = inLocale(membership, locale);
  const { memberBenefits, memberBenefitsIntro } = inLocale(benefits, locale);
  const { directoryLead } = inLocale(directory, locale);
  const { tradeFairs, tradeFairsIntro } = inLocale(fairs, locale);
  const { visitorRemarks, visitorsBookIntro } = inLocale(visitors, locale);
  const sv = inLocale(serviceTexts, locale);
  const g = inLocale(guidance, locale);
  const e = inLocale(entrepreneurship, locale);
  const { mous, mousIntro } = inLocale(mouTexts, locale);
  const { govtCommitteesIntro } = inLocale(committees, locale);
  const c = inLocale(contact, locale);
  const site = SITE_TEXT[locale];
  const categories = memberCategories.map((key) => MEMBER_CATEGORY_LABELS[key][locale]);
  const districts = memberDistricts.map((key) => DISTRICT_LABELS[key][locale]);
  return {
    '/': [
      welcome.heading,
      ...welcome.paragraphs,
      ...figures(atAGlance),
      ...quickLinks.map((l) => `${l.title}: ${l.blurb}`),
    ],
    '/aboutrasi': [
      aboutIntro,
      ...history,
      regionIntro,
      ...regionServed.map((r) => `${DISTRICT_LABELS[r.district][locale]}: ${r.industries}`),
      ...figures(inNumbers),
      ourOffice.heading,
      ...ourOffice.paragraphs,
    ],
    '/presidentmessage': [
      presidentMessage.title,
      ...presidentMessage.paragraphs,
      presidentMessage.closing,
      `${presidentMessage.signOff.name}, ${presidentMessage.signOff.role}, ${presidentMessage.signOff.firm}`,
    ],
    '/vision&mission': [vision, ...mission, ...coreValues.map((v) => `${v.name}: ${v.description}`)],
    '/milestones': milestones.map((m) => `${m.year}: ${m.title}. ${m.text}`),
    '/officebearers': [`${routeText(routeFor('/officebearers'), locale).title} ${people.currentTerm}`],
    '/pastpresident': [],
    '/executivemembers': [`${routeText(routeFor('/executivemembers'), locale).title} ${people.currentTerm}`],
    '/roll-of-honour': [],
    '/membership': [
      ...m.membershipIntro,
      ...m.membershipCategories.map((c) => `${c.name}: ${c.forWhom} ${c.eligibility.join('. ')}`),
      ...m.feeTable.map((f) => `${f.category}: ${f.admissionFee}, ${f.annualSubscription}`),
      ...m.feeNotes,
      ...m.eligibilityNotes,
      ...m.documentsNeeded,
      ...titled(m.howToApply),
    ],
    '/membersbenefits': [memberBenefitsIntro, ...titled(memberBenefits)],
    '/rasi-members': [directoryLead, categories.join(', '), districts.join(', ')],
    '/seniormembers': [],
    '/bulletins': [],
    '/notification': [],
    '/gallery': [],
    '/tradefairs': [
      ...tradeFairsIntro,
      ...tradeFairs.map((f) => `${f.name}, ${f.venue}: ${f.description} ${f.organiser}`),
    ],
    '/visitorsbook': [visitorsBookIntro, ...visitorRemarks.map((r) => `${r.remark} (${r.name}, ${r.designation})`)],
    '/services': [...sv.servicesIntro, ...sv.services.map((s) => `${s.title}: ${s.summary} ${s.forWhom}`)],
    '/sevicesprovided': [
      ...sv.servicesProvidedIntro,
      ...sv.servicesProvided.map((s) => `${s.title}: ${s.figure}, ${s.period}. ${s.text}`),
    ],
    '/guidancecell': [
      ...g.guidanceCellIntro,
      ...titled(g.guidanceTopics),
      ...g.advisers.map((a) => `${a.name}, ${a.field}: ${a.background}`),
      `${g.guidanceContact.phone}, ${g.guidanceContact.email}`,
      ...g.guidanceContact.walkInHours.map((h) => `${h.days}: ${h.time}`),
      g.guidanceContact.appointmentNote,
      ...g.guidanceFaqs.map((f) => `${f.question} ${f.answer}`),
    ],
    '/enterpreneurship': [
      ...e.entrepreneurshipIntro,
      ...e.programmes.map((p) => `${p.name} (${p.duration}): ${p.forWhom} ${p.covers.join('. ')}. ${p.fee}`),
      e.schemesIntro,
      ...e.schemes.map((s) => `${s.name} (${s.shortName}), ${s.runBy} ${s.gives} ${s.forWhom}`),
      ...titled(e.howToJoin),
    ],
    '/mouwithtechnicalinstitutions': [
      ...mousIntro,
      ...mous.map((m) => `${m.institution}: ${m.scope} ${m.areas.join(', ')}`),
    ],
    '/membershipingovtcommittees': [...govtCommitteesIntro],
    '/contactus': [
      c.contactIntro,
      site.address.join(', '),
      ...SITE.phones.map((p, i) => `${site.phoneLabels[i]}: ${p.number}`),
      ...SITE.emails.map((e, i) => `${site.emailLabels[i]}: ${e.address}`),
      ...site.hours.map((h) => `${h.days}: ${h.time}`),
      ...c.departments.map((d) => `${d.name}: ${d.description} ${d.phone}, ${d.email}`),
      ...c.directions,
    ],
    '/accessibility': [],
  };
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

/** A person (or committee) listed on one of the pages about the association's people. */
function person(
  locale: Locale,
  path: SiteRoute['path'],
  key: string,
  title: string,
  names: string,
  passages: string[],
) {
  return {
    id: `person:${path}:${key}`,
    kind: 'person',
    title,
    names,
    passages,
    context: routeText(routeFor(path), locale).title,
    href: pageHref(path, locale),
  } satisfies SearchDocument;
}

function peopleDocuments(locale: Locale): SearchDocument[] {
  const { officeBearers, pastPresidents, executiveMembers, rollOfHonour, seniorMembers } = inLocale(people, locale);
  const { govtCommittees } = inLocale(committees, locale);
  const said = SEARCH_PEOPLE_TEXT[locale];
  const presidents = new Map<string, { name: string; firm: string; terms: string[] }>();
  for (const p of pastPresidents) {
    const entry = presidents.get(`${p.name}|${p.firm}`) ?? { name: p.name, firm: p.firm, terms: [] };
    entry.terms.push(`${p.from}–${p.to}`);
    presidents.set(`${p.name}|${p.firm}`, entry);
  }
  const at = (path: SiteRoute['path'], key: string, title: string, names: string, passages: string[]) =>
    person(locale, path, key, title, names, passages);
  return [
    ...officeBearers.map((p) =>
      at('/officebearers', `${p.role}-${p.name}`, p.name, '', [
        `${OFFICE_BEARER_ROLE_LABELS[p.role][locale]}, ${p.firm}, ${p.city}`,
      ]),
    ),
    ...[...presidents.values()].map((p) =>
      at('/pastpresident', p.name, p.name, '', [`${said.president} ${p.terms.join(', ')}, ${p.firm}`]),
    ),
    ...executiveMembers.map((p) =>
      at('/executivemembers', p.name, p.name, '', [
        `${p.portfolio}, ${p.firm}, ${DISTRICT_LABELS[p.district][locale]}`,
      ]),
    ),
    ...rollOfHonour.map((p) =>
      at('/roll-of-honour', `${p.name}-${p.year}`, p.name, '', [`${p.honour}, ${p.year}`, p.citation, p.firm]),
    ),
    ...seniorMembers.map((p) =>
      at('/seniormembers', p.name, p.name, '', [
        p.note,
        `${p.firm}, ${DISTRICT_LABELS[p.district][locale]}, ${p.memberSince}`,
      ]),
    ),
    ...govtCommittees.map((c) =>
      at('/membershipingovtcommittees', c.committee, c.committee, c.representative, [
        `${c.body}. ${c.representative}, ${c.since}.`,
        c.role,
      ]),
    ),
  ];
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
