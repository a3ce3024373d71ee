/**
 * Shared types for the editorial content of the RASI website.
 *
 * Every module in content/ exports plain data typed with the interfaces below, so that an
 * editor can change a paragraph, a committee member or a date without touching any component.
 * Text fields are plain strings: no HTML, no markdown.
 */
import type { SiteRoute } from '@/lib/routes';

/* ------------------------------------------------------------------------------------------------
 * Primitives
 * ---------------------------------------------------------------------------------------------- */

/** A calendar date written as an ISO string, e.g. '2026-10-02'. */
export type IsoDate = `${number}-${number}-${number}`;

/** A path that exists in the route table (lib/routes.ts). */
export type RoutePath = SiteRoute['path'];

/** A run of plain-text paragraphs, in reading order. */
export type Paragraphs = readonly string[];

/** A month number, 1 (January) to 12 (December). */
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** The eight districts of the Kaveri delta served by RASI. */
export type District =
  'Tiruchirappalli' | 'Thanjavur' | 'Tiruvarur' | 'Nagapattinam' | 'Karur' | 'Ariyalur' | 'Pudukkottai' | 'Perambalur';

/* ------------------------------------------------------------------------------------------------
 * Building blocks shared by several pages
 * ---------------------------------------------------------------------------------------------- */

/** A headline figure, e.g. { value: '1,400+', label: 'member firms' }. */
export interface Figure {
  readonly value: string;
  readonly label: string;
}

/** A short titled piece of text: a benefit, a topic, a mission point with a heading. */
export interface TitledText {
  readonly title: string;
  readonly text: string;
}

/** A named item with a one-sentence description, e.g. a core value. */
export interface NamedText {
  readonly name: string;
  readonly description: string;
}

/** One step of an ordered procedure. Steps are listed in the order they are taken. */
export interface Step {
  readonly title: string;
  readonly text: string;
}

/** A heading followed by paragraphs. */
export interface Section {
  readonly heading: string;
  readonly paragraphs: Paragraphs;
}

/** A person as shown on the site. Only the name is always present. */
export interface Person {
  readonly name: string;
  readonly role?: string;
  readonly firm?: string;
  readonly city?: string;
  readonly phone?: string;
}

/** A question and its answer. */
export interface Faq {
  readonly question: string;
  readonly answer: string;
}

/** Days and times, e.g. { days: 'Monday to Friday', time: '10:00 am – 1:00 pm' }. */
export interface HoursRow {
  readonly days: string;
  readonly time: string;
}

/* ------------------------------------------------------------------------------------------------
 * Home and about
 * ---------------------------------------------------------------------------------------------- */

/** A teaser on the home page that links to another page of the site. */
export interface QuickLink {
  readonly title: string;
  readonly blurb: string;
  readonly href: RoutePath;
}

/** One district of the region, with a line on its industries. */
export interface DistrictProfile {
  readonly district: District;
  readonly industries: string;
}

/** A signed letter, e.g. the President's message. */
export interface Letter {
  readonly title: string;
  readonly salutation: string;
  readonly paragraphs: Paragraphs;
  readonly closing: string;
  readonly signOff: {
    readonly name: string;
    readonly role: string;
    readonly firm: string;
  };
  readonly place: string;
  readonly date: IsoDate;
}

/* ------------------------------------------------------------------------------------------------
 * Entrepreneurship
 * ---------------------------------------------------------------------------------------------- */

/** A training programme run by RASI. */
export interface Programme {
  readonly id: string;
  readonly name: string;
  readonly duration: string;
  readonly forWhom: string;
  readonly covers: readonly string[];
  readonly fee: string;
  readonly nextBatch: IsoDate;
}

/** A government scheme explained in plain words. */
export interface Scheme {
  readonly name: string;
  readonly shortName: string;
  readonly runBy: string;
  readonly gives: string;
  readonly forWhom: string;
}

/* ------------------------------------------------------------------------------------------------
 * People
 * ---------------------------------------------------------------------------------------------- */

export type OfficeBearerRole =
  | 'President'
  | 'Senior Vice-President'
  | 'Vice-President'
  | 'Honorary Secretary'
  | 'Joint Secretary'
  | 'Treasurer'
  | 'Immediate Past President';

/** An elected office bearer for the current term. */
export interface OfficeBearer extends Person {
  readonly role: OfficeBearerRole;
  readonly firm: string;
  readonly city: string;
}

/** One term of a past President. A President who served two terms has two entries. */
export interface PastPresident {
  readonly name: string;
  readonly firm: string;
  readonly from: number;
  readonly to: number;
}

/** A member of the executive committee with the portfolio they look after. */
export interface ExecutiveMember {
  readonly name: string;
  readonly firm: string;
  readonly district: District;
  readonly portfolio: string;
}

/** An entry on the roll of honour. */
export interface HonourEntry {
  readonly name: string;
  readonly firm: string;
  readonly honour: string;
  readonly year: number;
  readonly citation: string;
}

/** A senior member whose firm joined RASI in its early years. */
export interface SeniorMember {
  readonly name: string;
  readonly firm: string;
  readonly memberSince: number;
  readonly district: District;
  readonly note: string;
}

/* ------------------------------------------------------------------------------------------------
 * Milestones
 * ---------------------------------------------------------------------------------------------- */

export interface Milestone {
  readonly year: number;
  readonly month?: MonthNumber;
  readonly title: string;
  readonly text: string;
}

/* ------------------------------------------------------------------------------------------------
 * Membership and the member directory
 * ---------------------------------------------------------------------------------------------- */

export interface MembershipCategory {
  readonly id: string;
  readonly name: string;
  readonly forWhom: string;
  readonly eligibility: readonly string[];
}

/** One row of the fee table. Amounts are display strings, e.g. '₹1,000'. */
export interface FeeRow {
  readonly category: string;
  readonly admissionFee: string;
  readonly annualSubscription: string;
}

/**
 * A firm in the member directory. The category and district unions are derived in
 * content/members.ts from its `as const` lists, so TypeScript checks every entry.
 */
export interface DirectoryMember<Category extends string = string, MemberDistrict extends string = District> {
  /** Stable kebab-case slug, unique across the directory. */
  readonly id: string;
  readonly firm: string;
  /** The person to contact at the firm. */
  readonly contact: string;
  readonly category: Category;
  readonly district: MemberDistrict;
  readonly products: readonly string[];
  readonly memberSince: number;
  readonly phone?: string;
}

/* ------------------------------------------------------------------------------------------------
 * Services, guidance cell, MOUs, committees
 * ---------------------------------------------------------------------------------------------- */

/** A service RASI offers. */
export interface Service {
  readonly title: string;
  readonly summary: string;
  readonly forWhom: string;
}

/** A record of work done, e.g. { figure: '312 cases', period: '2024–25' }. */
export interface ServiceRecord {
  readonly title: string;
  readonly figure: string;
  readonly period: string;
  readonly text: string;
}

/** How to reach the guidance cell. */
export interface GuidanceContact {
  readonly phone: string;
  readonly email: string;
  readonly walkInHours: readonly HoursRow[];
  readonly appointmentNote: string;
}

/** An adviser who staffs the guidance cell. */
export interface Adviser {
  readonly name: string;
  readonly field: string;
  readonly background: string;
}

/** A memorandum of understanding with a technical institution. */
export interface Mou {
  readonly id: string;
  readonly institution: string;
  readonly signed: IsoDate;
  readonly validUntil: number;
  readonly scope: string;
  readonly areas: readonly string[];
}

/** A government committee or board on which RASI is represented. */
export interface GovtCommittee {
  readonly committee: string;
  readonly body: string;
  readonly representative: string;
  readonly since: number;
  readonly role: string;
}

/* ------------------------------------------------------------------------------------------------
 * Trade fairs and visitors
 * ---------------------------------------------------------------------------------------------- */

/** RASI's part in a fair: it runs the fair, runs a members' pavilion, or leads a delegation. */
export type TradeFairRole = 'organiser' | 'pavilion' | 'delegation';

export interface TradeFair {
  readonly id: string;
  readonly name: string;
  /** Venue including the city, e.g. 'Chennai Trade Centre, Nandambakkam, Chennai'. */
  readonly venue: string;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly organiser: string;
  readonly description: string;
  readonly rasiRole: TradeFairRole;
}

/** A remark left in the visitors book. */
export interface VisitorRemark {
  readonly name: string;
  readonly designation: string;
  readonly date: IsoDate;
  readonly remark: string;
}

/* ------------------------------------------------------------------------------------------------
 * Contact and error pages
 * ---------------------------------------------------------------------------------------------- */

export interface Department {
  readonly name: string;
  readonly description: string;
  readonly phone: string;
  readonly email: string;
}

export interface MapLink {
  readonly label: string;
  readonly href: string;
}

export interface NotFoundContent {
  readonly heading: string;
  readonly text: string;
}
