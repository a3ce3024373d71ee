'use client';

import { PageLink } from '@/components/ui/page-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { HEADER_SEARCH_INPUT_ID, HEADER_SEARCH_TOGGLE_ID, PAGE_SEARCH_INPUT_ID } from '@/lib/search/search-limits';
import type { NavGroup } from './nav-groups';
import styles from './main-nav.module.css';

/**
 * The `/` key focuses the search field (the search page's own, else the header's, whose phone button it opens),
 * unless the visitor is typing in a field or a dialog is open. Here, not in a component of its own: the nav is
 * already on every page, and a new client component would be a new chunk.
 */
function focusSearch(event: KeyboardEvent) {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.isContentEditable || target?.closest('input, textarea, select') || document.querySelector('dialog[open]'))
    return;
  const field = document.getElementById(PAGE_SEARCH_INPUT_ID) ?? document.getElementById(HEADER_SEARCH_INPUT_ID);
  if (!(field instanceof HTMLInputElement)) return;
  event.preventDefault();
  const toggle = document.getElementById(HEADER_SEARCH_TOGGLE_ID);
  if (toggle instanceof HTMLDetailsElement && !field.offsetParent) toggle.open = true;
  field.focus();
  field.select();
}

/**
 * The primary navigation. Each group is a native <details> menu, and so is the phone's Menu button (an empty
 * <details> whose open state shows the menus beside it, by CSS, as the header's search button does), so everything
 * opens with mouse, touch and keyboard even before (or without) JavaScript: a page's script starts after its first
 * screen (lib/serving/page-cache/deferred-scripts.mjs). Script adds Escape, closing on an outside click and closing after
 * navigation.
 */
/** The words the nav shows, handed down by the server in the page's language (no dictionary in the browser). */
export interface MainNavText {
  readonly menu: string;
  readonly mainNav: string;
  readonly home: string;
  readonly homeHref: string;
  /** The language the language link leads to, and its name in that language. */
  readonly other: Locale;
  readonly otherName: string;
}

/**
 * The same page in the other language: `/ta` + the English address, or the Tamil address without it. Written out
 * here rather than imported from lib/i18n/locales.ts, so that the browser gets these two lines, not the module.
 */
function twinPath(pathname: string, other: Locale): string {
  // A filtered directory is served by an internal route (proxy.ts), whose name is the pathname here: its twin is the
  // directory itself, not that route, which answers 404 by its own name.
  const page = pathname.replace(/\/rasi-members\/search$/, '/rasi-members');
  if (other === 'ta') return page === '/' ? '/ta' : `/ta${page}`;
  return page.replace(/^\/ta(?=\/|$)/, '') || '/';
}

export function MainNav({ groups, text }: { groups: readonly NavGroup[]; text: MainNavText }) {
  const pathname = usePathname();
  // The same page in the other language: a plain link (another root layout is a full page load anyway), right in
  // the server's HTML because the pathname is known when the page is rendered.
  const twin = twinPath(pathname, text.other);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLDetailsElement>(null);

  const closeMenus = () => navRef.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));

  // Close the menus and the phone menu after a navigation. Not on the first render: a menu the visitor opened before
  // the page's script ran must stay open when React takes the page over.
  const menusFor = useRef(pathname);
  useEffect(() => {
    if (menusFor.current === pathname) return;
    menusFor.current = pathname;
    closeMenus();
    toggleRef.current?.removeAttribute('open');
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      focusSearch(event);
      if (event.key !== 'Escape') return;
      // The innermost open menu first: a group, else the phone menu; focus goes back to its summary.
      const open =
        navRef.current?.querySelector<HTMLDetailsElement>('details[open]') ??
        (toggleRef.current?.open ? toggleRef.current : null);
      if (!open) return;
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeMenus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return (
    <>
      <div className={styles.languageRow}>
        <a href={twin} hrefLang={text.other} lang={text.other} className={styles.language}>
          {text.otherName}
        </a>
      </div>
      {/* Open or closed is the visitor's doing, maybe before the script ran: not a mismatch with the server's HTML. */}
      <details ref={toggleRef} className={styles.toggle} suppressHydrationWarning>
        <summary aria-controls="primary-navigation">
          <span className={styles.toggleIcon} aria-hidden="true" />
          {text.menu}
        </summary>
      </details>
      <nav ref={navRef} id="primary-navigation" aria-label={text.mainNav} className={styles.nav}>
        <ul className={styles.groups}>
          <li>
            <PageLink
              href={text.homeHref}
              className={styles.top}
              aria-current={pathname === text.homeHref ? 'page' : undefined}
            >
              {text.home}
            </PageLink>
          </li>
          {groups.map((group) =>
            group.routes.length === 1 ? (
              <li key={group.id}>
                <PageLink
                  href={group.routes[0]!.path}
                  className={styles.top}
                  aria-current={pathname === group.routes[0]!.path ? 'page' : undefined}
                >
                  {group.label}
                </PageLink>
              </li>
            ) : (
              <li key={group.id}>
                <details name="main-menu" className={styles.menu} suppressHydrationWarning>
                  <summary
                    className={styles.top}
                    data-current={group.routes.some((r) => r.path === pathname) ? 'true' : undefined}
                  >
                    {group.label}
                  </summary>
                  <ul className={styles.panel}>
                    {group.routes.map((route) => (
                      <li key={route.path}>
                        <PageLink href={route.path} aria-current={pathname === route.path ? 'page' : undefined}>
                          {route.title}
                        </PageLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
    </>
  );
}

/**
 * Every page of the site by menu, as the 404 page lists them. Here, beside the menus, so that it costs no chunk of
 * its own: Next sends the root not-found page in the router payload of every page, and there this is one reference
 * to the menus' own `groups`, which the payload already carries for the header.
 */
export function SiteSections({
  groups,
  label,
  className,
}: {
  groups: readonly NavGroup[];
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`nf-${group.id}`}>
          <h2 id={`nf-${group.id}`}>{group.label}</h2>
          <ul>
            {group.routes.map((route) => (
              <li key={route.path}>
                <PageLink href={route.path}>{route.title}</PageLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
