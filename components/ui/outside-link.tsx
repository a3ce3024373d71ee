import type { ComponentPropsWithoutRef } from 'react';
import { outsideKind } from '@/lib/outside-links';
import { PageLink } from './page-link';
import type { OutsideLinkNotes } from '@/content/page-frame';

/**
 * Every link to another site: the mark after its text is CSS (`a[data-outside]::after` in app/globals.css, hidden
 * from screen readers), and a screen reader hears the words instead, "opens another website" (or "a government
 * website"), in the page's language, with "in a new tab" only where the link already asked for one. No script: a
 * server component, and client lists render it with the notes they are given as props.
 */
export function OutsideLink({
  href,
  notes,
  children,
  ...props
}: ComponentPropsWithoutRef<'a'> & { href: string; notes: OutsideLinkNotes }) {
  const kind = outsideKind(href) ?? 'other';
  const newTab = props.target === '_blank';
  const note =
    kind === 'government'
      ? newTab
        ? notes.governmentNewTab
        : notes.government
      : newTab
        ? notes.otherNewTab
        : notes.other;
  return (
    <a {...props} href={href} data-outside={kind}>
      {children}
      <span className="visually-hidden"> ({note})</span>
    </a>
  );
}

/** A link from the backend's data, which may be a page of this site or another site's address. */
export function PageOrOutsideLink({
  notes,
  ...props
}: ComponentPropsWithoutRef<'a'> & { href: string; notes: OutsideLinkNotes }) {
  return outsideKind(props.href) ? <OutsideLink {...props} notes={notes} /> : <PageLink {...props} />;
}
