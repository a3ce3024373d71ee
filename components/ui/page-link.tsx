import type { ComponentPropsWithoutRef } from 'react';

/** The attribute that marks a link to one of the site's pages (written out below): PageNavigation routes a click on it. */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/**
 * A link to one of the site's pages: a plain <a>, in the server's HTML and payload, which PageNavigation
 * (components/layout/page-navigation.tsx) hands to the App Router on a plain click, as next/link would, so the
 * visitor moves between pages without a full load. next/link itself was 3 KB gzipped of every page's first load.
 * Nothing is prefetched: a phone pays for a page only when the visitor asks for it. Usable in server and client
 * components alike. Files, feeds, the other language (another root layout) and other sites keep plain <a>.
 */
export function PageLink(props: ComponentPropsWithoutRef<'a'> & { href: string }) {
  return <a {...props} data-page-link="" />;
}
