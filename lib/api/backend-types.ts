import type { CalendarLinks } from '@/lib/feeds/calendar-events';

// Raw shapes as the association's backend sends them. Every field is untrusted and may be missing or mistyped.
export interface ApiBanner {
  readonly id?: unknown;
  readonly title?: unknown;
  readonly subtitle?: unknown;
  readonly image?: unknown;
  readonly link?: unknown;
  readonly alt?: unknown;
}

export interface ApiBulletin {
  readonly year?: unknown;
  readonly title?: unknown;
  readonly image?: unknown;
  readonly events?: unknown;
}

export interface ApiNotification {
  readonly id?: unknown;
  readonly title?: unknown;
  readonly description?: unknown;
  readonly date?: unknown;
  readonly image?: unknown;
  readonly link?: unknown;
}

export interface ApiEvent {
  readonly id?: unknown;
  readonly title?: unknown;
  readonly description?: unknown;
  readonly venue?: unknown;
  readonly date?: unknown;
  readonly start_time?: unknown;
  readonly end_time?: unknown;
  readonly image?: unknown;
}

export interface ApiGalleryItem {
  readonly id?: unknown;
  readonly title?: unknown;
  readonly description?: unknown;
  readonly image?: unknown;
  readonly date?: unknown;
}

export interface ApiExhibitor {
  readonly id?: unknown;
  readonly name?: unknown;
  readonly designation?: unknown;
  readonly company?: unknown;
  readonly image?: unknown;
  readonly products?: unknown;
  readonly stall?: unknown;
}

// The app's own shapes: complete, typed, safe to render. Fields the site does not know travel in `extra`.
export type Extra = Readonly<Record<string, string | number | boolean | null>>;

import type { OutsideKind } from '@/lib/outside-links';

export interface Banner {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  /** What the picture shows; empty when it is decoration beside the title. */
  readonly alt: string;
  readonly image: string;
  readonly href: string | null;
  /** Where `href` leads to another site, which kind (its link is marked so); null for a page of this site. */
  readonly outside: OutsideKind | null;
  readonly extra: Extra;
}

export interface BulletinEvent {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** ISO date (YYYY-MM-DD) or null when the backend's value is not a date. */
  readonly date: string | null;
  readonly venue: string;
  /** Empty when the backend has no usable image. */
  readonly image: string;
}

export interface Bulletin {
  readonly year: string;
  readonly title: string;
  readonly image: string;
  readonly events: readonly BulletinEvent[];
  readonly extra: Extra;
}

export interface Notification {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly date: string | null;
  readonly image: string;
  /** A document on the asset host, linked through this site (`/files/…`), or null. */
  readonly href: string | null;
  /** That document's format and size, as its link shows them; null without a document. */
  readonly file: DocumentFile | null;
  readonly extra: Extra;
}

/**
 * A document's format ('PDF') and its size as its link shows it ('1.2 MB', written on the server, so that a client
 * list carries no code for it), null when the asset host did not say (lib/api/document-sizes.ts).
 */
export interface DocumentFile {
  readonly format: string | null;
  readonly size: string | null;
}

export interface TodayEvent {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly venue: string;
  readonly date: string | null;
  readonly startTime: string | null;
  readonly endTime: string | null;
  /** Empty when missing: the spec gives events no default image. */
  readonly image: string;
  readonly extra: Extra;
  /** The event's card id and its 'Add to calendar' links (a .ics file here, Google Calendar). */
  readonly calendar: CalendarLinks;
}

export interface GalleryItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly image: string;
  readonly date: string | null;
  readonly extra: Extra;
}

export interface Exhibitor {
  readonly id: string;
  readonly name: string;
  readonly designation: string;
  readonly company: string;
  readonly products: string;
  readonly stall: string;
  readonly image: string;
  readonly extra: Extra;
}
