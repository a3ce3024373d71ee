// A visitor's field report (docs/monitoring.md#visitors-phones), loaded after the page's `load` event by
// page-views.ts. It keeps, for this document, the route label of each page viewed and the Core Web Vitals web-vitals
// measures as the page loads, and sends them in one beacon to this site when the page is hidden (or early, once
// MAX_VIEWS views are waiting). Nothing else: no address, no query, no referrer, no identifier, nothing stored. A
// beacon the browser will not take is dropped, never kept for later.
//
// web-vitals measures one page load. After the App Router moves to another page no new load happens: LCP, FCP and
// TTFB have no meaning there, and INP and CLS go on over the whole document. So every navigation is a page view,
// and the vitals are those of the page the document loaded with, counted under that page once.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { splitLocale, type Locale } from '@/lib/i18n/locales';
import { MAX_VIEWS, pageRouteOf, VITALS_PATH, type BeaconBody, type VitalName } from './field-beacon.mjs';

type Connection = { effectiveType?: string };

let locale: Locale | undefined;
let loadRoute: string | undefined;
let views: string[] = [];
let vitals: Partial<Record<VitalName, number>> = {};
const measured = new Set<string>();

function send(): void {
  const load = Object.keys(vitals).length > 0 ? { route: loadRoute!, ...vitals } : undefined;
  if (!locale || (views.length === 0 && !load)) return;
  const connection = (navigator as Navigator & { connection?: Connection }).connection?.effectiveType;
  const body: BeaconBody = { locale, ...(connection ? { connection } : {}), views, ...(load ? { load } : {}) };
  views = [];
  vitals = {};
  navigator.sendBeacon(VITALS_PATH, JSON.stringify(body));
}

/** Each vital once per page load: web-vitals reports CLS and INP again if they change after the page was hidden. */
function keep({ name, value }: Metric): void {
  if (measured.has(name)) return;
  measured.add(name);
  vitals[name as VitalName] = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

function start(route: string): void {
  loadRoute = route;
  onTTFB(keep);
  onFCP(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // web-vitals reports LCP, CLS and INP as the page is hidden, in its own listeners, which run before this one. Not
  // on `pagehide`: as a page is left, it comes before the page is hidden, so a report sent then would leave those
  // three for a second one; every current browser hides a page it leaves.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // A page the browser kept whole and shows again (back, forward) is viewed again; its load was measured already.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) pageViewed(window.location.pathname);
  });
}

/** A page view of `pathname`, the address without its query; only its route label and language are kept. */
export function pageViewed(pathname: string): void {
  const { locale: language, path } = splitLocale(pathname);
  const route = pageRouteOf(path);
  // One language a report: a page of the other language is another document, but a report is never mixed.
  if (locale && language !== locale) send();
  locale = language;
  if (loadRoute === undefined) start(route);
  views.push(route);
  if (views.length >= MAX_VIEWS) send();
}
