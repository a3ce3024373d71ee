import { CALLS } from '../../lib/api/calls.cjs';
import { apiPath } from '../../lib/live-data';
import { ROUTES } from '../../lib/route-table.mjs';
import { revisionMark } from './fault-backend';

export type Call = (typeof CALLS)[keyof typeof CALLS];
type BackendListsPath = Extract<(typeof ROUTES)[number], { showsBackendLists: true }>['path'];

/** The list each backend-fed page of the route table shows first: its first title must be on the page. */
const LEADING_LIST: Record<BackendListsPath, keyof typeof CALLS> = {
  '/': 'banners',
  '/bulletins': 'bulletins',
  '/notification': 'notifications',
  '/gallery': 'gallery',
  '/tradefairs': 'exhibitors',
};

/** Pages that show backend data, each with the call whose first title it must show. */
export const BACKEND_PAGES = ROUTES.flatMap((route) =>
  'showsBackendLists' in route ? [[route.path, CALLS[LEADING_LIST[route.path]]] as const] : [],
);

/** The route handlers of the six lists, each with the call it answers from. */
export const LIST_ROUTES = Object.entries(CALLS).map(
  ([name, call]) => [apiPath(name as keyof typeof CALLS), call] as const,
);

export const ROUTE_HANDLERS = [...LIST_ROUTES.map(([path]) => path), '/api/health'];

interface DemoData {
  banners: { title: string }[];
  years: { events: { title: string }[] }[];
  notifications: { title: string }[];
  events: { title: string }[];
  gallery: { title: string }[];
  exhibitors: { name: string }[];
}

/** The first title of every call's list in the demo data, as the site shows it unmarked. */
export async function firstTitles(): Promise<Record<Call, string>> {
  // A dynamic import keeps the demo an ES module: Playwright would otherwise compile it into CommonJS.
  const { buildDemoData } = (await import('../../demo/data.mjs')) as unknown as { buildDemoData(): DemoData };
  const data = buildDemoData();
  return {
    getbanner: data.banners[0]!.title,
    getAllYearsWithEvents: data.years[0]!.events[0]!.title,
    getnotification: data.notifications[0]!.title,
    getevents: data.events[0]!.title,
    getgallery: data.gallery[0]!.title,
    getexhibitors: data.exhibitors[0]!.name,
  };
}

/** A title as the marking proxy serves it in a given revision. */
export const withMark = (title: string, revision: number) => `${title} ${revisionMark(revision)}`;

/** Page text with the few entities React writes decoded, so titles can be looked for as written. */
export function decodeEntities(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The common layout is in the HTML: header, one h1, main content and footer. */
export function hasLayout(html: string): boolean {
  return (
    /<header[\s>]/.test(html) &&
    (html.match(/<h1[\s>]/g) ?? []).length === 1 &&
    /<main[\s>]/.test(html) &&
    /<footer[\s>]/.test(html)
  );
}
