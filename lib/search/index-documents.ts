import { itemAnchor } from '@/lib/anchors';
import type { Bulletin, Exhibitor, GalleryItem, Notification, TodayEvent } from '@/lib/api/types';
import { aboutIntro, history, inNumbers, ourOffice, regionIntro, regionServed } from '@/content/about';
import { contactIntro, departments, directions } from '@/content/contact';
import { entrepreneurshipIntro, howToJoin, programmes, schemes, schemesIntro } from '@/content/entrepreneurship';
import { govtCommittees, govtCommitteesIntro } from '@/content/govt-committees';
import { advisers, guidanceCellIntro, guidanceContact, guidanceFaqs, guidanceTopics } from '@/content/guidance-cell';
import { atAGlance, quickLinks, welcome } from '@/content/home';
import { memberBenefits, memberBenefitsIntro } from '@/content/member-benefits';
import { directoryLead, memberCategories, memberDistricts, members } from '@/content/members';
import {
  documentsNeeded,
  eligibilityNotes,
  feeNotes,
  feeTable,
  howToApply,
  membershipCategories,
  membershipIntro,
} from '@/content/membership';
import { milestones } from '@/content/milestones';
import { mous, mousIntro } from '@/content/mous';
import {
  currentTerm,
  executiveMembers,
  officeBearers,
  pastPresidents,
  rollOfHonour,
  seniorMembers,
} from '@/content/people';
import { presidentMessage } from '@/content/president-message';
import { services, servicesIntro, servicesProvided, servicesProvidedIntro } from '@/content/services';
import { tradeFairs, tradeFairsIntro } from '@/content/trade-fairs';
import type { Figure, Step, TitledText } from '@/content/types';
import { coreValues, mission, vision } from '@/content/vision-mission';
import { visitorRemarks, visitorsBookIntro } from '@/content/visitors-book';
import { formatDate } from '@/lib/format';
import { ALIASES } from '@/lib/redirects';
import { groupOf, routeFor, ROUTES, type SiteRoute } from '@/lib/routes';
import { SITE } from '@/content/association';

/** The kinds of thing the site search finds; results are grouped by kind. */
export type SearchKind = 'page' | 'member' | 'person' | 'notification' | 'bulletin' | 'event' | 'gallery' | 'exhibitor';

export const KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  page: 'Pages',
  member: 'Member firms',
  person: 'Office bearers and committees',
  notification: 'Notifications',
  bulletin: 'Bulletins',
  event: "Today's events",
  gallery: 'Gallery',
  exhibitor: 'Exhibitors',
};

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
  /** The exact place: a page, or an item's element on it (`/notification#notification-312`). */
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
 * What each page says in its own words (content/), beside its title and description. The people and committees
 * the pages list are documents of their own, so a name finds the person, not also the page. One entry per route of
 * the table (lib/search/documents.test.ts checks it), empty where a page's words all come from the backend.
 */
export const PAGE_TEXTS: Readonly<Record<SiteRoute['path'], readonly string[]>> = {
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
    ...regionServed.map((r) => `${r.district}: ${r.industries}`),
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
  '/officebearers': [`Office bearers for ${currentTerm}`],
  '/pastpresident': [],
  '/executivemembers': [`Executive committee for ${currentTerm}`],
  '/roll-of-honour': [],
  '/membership': [
    ...membershipIntro,
    ...membershipCategories.map((c) => `${c.name}: ${c.forWhom} ${c.eligibility.join('. ')}`),
    ...feeTable.map(
      (f) => `${f.category}: admission fee ${f.admissionFee}, annual subscription ${f.annualSubscription}`,
    ),
    ...feeNotes,
    ...eligibilityNotes,
    ...documentsNeeded,
    ...titled(howToApply),
  ],
  '/membersbenefits': [memberBenefitsIntro, ...titled(memberBenefits)],
  '/rasi-members': [directoryLead, memberCategories.join(', '), memberDistricts.join(', ')],
  '/seniormembers': [],
  '/bulletins': [],
  '/notification': [],
  '/gallery': [],
  '/tradefairs': [
    ...tradeFairsIntro,
    ...tradeFairs.map((f) => `${f.name}, ${f.venue}: ${f.description} Organiser: ${f.organiser}`),
  ],
  '/visitorsbook': [visitorsBookIntro, ...visitorRemarks.map((r) => `${r.remark} (${r.name}, ${r.designation})`)],
  '/services': [...servicesIntro, ...services.map((s) => `${s.title}: ${s.summary} For: ${s.forWhom}`)],
  '/sevicesprovided': [
    ...servicesProvidedIntro,
    ...servicesProvided.map((s) => `${s.title}: ${s.figure} in ${s.period}. ${s.text}`),
  ],
  '/guidancecell': [
    ...guidanceCellIntro,
    ...titled(guidanceTopics),
    ...advisers.map((a) => `${a.name}, ${a.field}: ${a.background}`),
    `Telephone ${guidanceContact.phone}, email ${guidanceContact.email}`,
    ...guidanceContact.walkInHours.map((h) => `${h.days}: ${h.time}`),
    guidanceContact.appointmentNote,
    ...guidanceFaqs.map((f) => `${f.question} ${f.answer}`),
  ],
  '/enterpreneurship': [
    ...entrepreneurshipIntro,
    ...programmes.map((p) => `${p.name} (${p.duration}): ${p.forWhom} ${p.covers.join('. ')}. Fee: ${p.fee}`),
    schemesIntro,
    ...schemes.map((s) => `${s.name} (${s.shortName}), ${s.runBy} ${s.gives} ${s.forWhom}`),
    ...titled(howToJoin),
  ],
  '/mouwithtechnicalinstitutions': [
    ...mousIntro,
    ...mous.map((m) => `${m.institution}: ${m.scope} ${m.areas.join(', ')}`),
  ],
  '/membershipingovtcommittees': [...govtCommitteesIntro],
  '/contactus': [
    contactIntro,
    `${SITE.address.building}, ${SITE.address.street}, ${SITE.address.locality}, ${SITE.address.city} ${SITE.address.postalCode}`,
    ...SITE.phones.map((p) => `${p.label}: ${p.number}`),
    ...SITE.emails.map((e) => `${e.label}: ${e.address}`),
    ...SITE.hours.map((h) => `${h.days}: ${h.time}`),
    ...departments.map((d) => `${d.name}: ${d.description} ${d.phone}, ${d.email}`),
    ...directions,
  ],
};

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

function pageDocuments(): SearchDocument[] {
  return ROUTES.map((route) => ({
    id: `page:${route.path}`,
    kind: 'page',
    title: route.title,
    names: pageNames(route),
    passages: [route.description, ...(PAGE_TEXTS[route.path] ?? [])],
    context: groupOf(route)?.label ?? 'Home',
    href: route.path,
  }));
}

function memberDocuments(): SearchDocument[] {
  return members.map((member) => ({
    id: `member:${member.id}`,
    kind: 'member',
    title: member.firm,
    names: member.contact,
    passages: [member.products.join(', '), `${member.contact}, ${member.category}, ${member.district}`],
    context: routeFor('/rasi-members').title,
    href: `/rasi-members#${itemAnchor('member', member.id)}`,
  }));
}

/** A person (or committee) listed on one of the pages about the association's people. */
function person(path: SiteRoute['path'], key: string, title: string, names: string, passages: string[]) {
  return {
    id: `person:${path}:${key}`,
    kind: 'person',
    title,
    names,
    passages,
    context: routeFor(path).title,
    href: path,
  } satisfies SearchDocument;
}

function peopleDocuments(): SearchDocument[] {
  const presidents = new Map<string, { name: string; firm: string; terms: string[] }>();
  for (const p of pastPresidents) {
    const entry = presidents.get(`${p.name}|${p.firm}`) ?? { name: p.name, firm: p.firm, terms: [] };
    entry.terms.push(`${p.from}–${p.to}`);
    presidents.set(`${p.name}|${p.firm}`, entry);
  }
  return [
    ...officeBearers.map((p) =>
      person('/officebearers', `${p.role}-${p.name}`, p.name, '', [`${p.role}, ${p.firm}, ${p.city}`]),
    ),
    ...[...presidents.values()].map((p) =>
      person('/pastpresident', p.name, p.name, '', [`President ${p.terms.join(' and ')}, ${p.firm}`]),
    ),
    ...executiveMembers.map((p) =>
      person('/executivemembers', p.name, p.name, '', [`${p.portfolio}, ${p.firm}, ${p.district}`]),
    ),
    ...rollOfHonour.map((p) =>
      person('/roll-of-honour', `${p.name}-${p.year}`, p.name, '', [`${p.honour}, ${p.year}`, p.citation, p.firm]),
    ),
    ...seniorMembers.map((p) =>
      person('/seniormembers', p.name, p.name, '', [p.note, `${p.firm}, ${p.district}, since ${p.memberSince}`]),
    ),
    ...govtCommittees.map((c) =>
      person('/membershipingovtcommittees', c.committee, c.committee, c.representative, [
        `${c.body}. Represented by ${c.representative} since ${c.since}.`,
        c.role,
      ]),
    ),
  ];
}

/** Everything the site's own modules say: the pages, the member firms, the people and committees. */
export function contentDocuments(): SearchDocument[] {
  return [...pageDocuments(), ...memberDocuments(), ...peopleDocuments()];
}

const dated = (label: string, date: string | null) => (date ? `${label} · ${formatDate(date)}` : label);

/** The backend's lists (untrusted text, already reshaped and capped by lib/api) as documents. */
export function backendDocuments(lists: BackendLists): SearchDocument[] {
  return [
    ...lists.notifications.map((n): SearchDocument => ({
      id: `notification:${n.id}`,
      kind: 'notification',
      title: n.title,
      names: '',
      passages: [n.description],
      context: dated('Notifications', n.date),
      href: `/notification#${itemAnchor('notification', n.id)}`,
    })),
    ...lists.bulletins.flatMap((bulletin) =>
      bulletin.events.map((event): SearchDocument => ({
        id: `bulletin:${bulletin.year}:${event.id}`,
        kind: 'bulletin',
        title: event.title,
        names: '',
        passages: [event.description, event.venue],
        context: dated(`Bulletin ${bulletin.year}`, event.date),
        href: '/bulletins',
      })),
    ),
    ...lists.events.map((event): SearchDocument => ({
      id: `event:${event.id}`,
      kind: 'event',
      title: event.title,
      names: '',
      passages: [event.description, event.venue],
      context: [event.startTime, event.venue].filter(Boolean).join(' · ') || 'Today at RASI',
      // The home page's "Today at RASI" section (components/ui/section.tsx names it after its title).
      href: '/#today-at-rasi',
    })),
    ...lists.gallery.map((item): SearchDocument => ({
      id: `gallery:${item.id}`,
      kind: 'gallery',
      title: item.title,
      names: '',
      passages: [item.description],
      context: dated('Gallery', item.date),
      href: '/gallery',
    })),
    ...lists.exhibitors.map((x): SearchDocument => ({
      id: `exhibitor:${x.id}`,
      kind: 'exhibitor',
      title: x.name,
      names: x.company,
      passages: [[x.designation, x.company].filter(Boolean).join(', '), x.products, x.stall ? `Stall ${x.stall}` : ''],
      context: 'Trade fairs',
      // The "Exhibitors and expo committee" section of /tradefairs.
      href: '/tradefairs#exhibitors-and-expo-committee',
    })),
  ];
}
