// The part of the field report every page loads first: a page view is noted, and the report's code
// (field-report.ts, with web-vitals) is imported once the page's `load` event has passed, never in its first load.
// Without navigator.sendBeacon nothing could be sent, so nothing is loaded.

let report: Promise<typeof import('./field-report')> | undefined;
let lastPath: string | undefined;

/** A page view of the address the browser shows now: the first page, and each page the App Router moves to. */
export function countPageView(): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const { pathname } = window.location;
  // React runs an effect twice in development; the same address twice in a row is one view.
  if (pathname === lastPath) return;
  lastPath = pathname;
  const note = () => {
    report ??= import('./field-report');
    // Its code could not be fetched (no signal): the view is not counted, as a report that cannot be sent is dropped.
    report.then((module) => module.pageViewed(pathname)).catch(() => undefined);
  };
  if (document.readyState === 'complete') note();
  else window.addEventListener('load', note, { once: true });
}
