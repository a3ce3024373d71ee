import type { ComponentPropsWithoutRef } from 'react';
import type { OutsideKind } from '@/lib/outside-links';
import type { OutsideLinkNotes } from '@/content/page-frame';
import { PageLink } from './page-link';

type LinkProps = ComponentPropsWithoutRef<'a'> & { href: string; notes: OutsideLinkNotes };

/**
 * Every link to another site: the mark after its text is CSS (`a[data-outside]::after` in app/globals.css, hidden
 * from screen readers), and a screen reader hears the words instead, "opens another website" (or "a government
 * website": `kind`, which the server works out with lib/outside-links.ts), in the page's language, with "in a new
 * tab" only where the link already asked for one. No script, and no logic for a client list to carry: it renders
 * this with the notes and the kind it is given.
 */
export function OutsideLink({ kind = 'other', notes, children, ...props }: LinkProps & { kind?: OutsideKind }) {
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
    <a {...props} data-outside={kind}>
      {children}
      <span className="visually-hidden"> ({note})</span>
    </a>
  );
}

/** A link that may be a page of this site or another site's address (`outside`, its kind, null for a page here). */
export function PageOrOutsideLink({ outside, notes, ...props }: LinkProps & { outside: OutsideKind | null }) {
  return outside ? <OutsideLink {...props} kind={outside} notes={notes} /> : <PageLink {...props} />;
}
