import type { ReactNode } from 'react';
import type { DocumentFile } from '@/lib/api/backend-types';
import { documentFacts } from '@/lib/format';
import type { MediaText } from '@/content/ui';

/**
 * A link to one of the backend's documents, its format and size after its text, seen and heard: "Download the
 * circular (PDF, 1.2 MB)" (GIGW 3.0). `hidden` is what only a screen reader hears before them (the item's title).
 * Rendered by the client lists and the details dialog alike, with the words they are given.
 */
export function DocumentLink({
  href,
  file,
  text,
  children,
  hidden,
}: {
  href: string;
  file: DocumentFile | null | undefined;
  text: Pick<MediaText, 'documentFacts'>;
  children: ReactNode;
  hidden?: ReactNode;
}) {
  const facts = file ? documentFacts(file, text.documentFacts) : '';
  return (
    <a href={href} data-document="">
      {children}
      {hidden ? <span className="visually-hidden">{hidden}</span> : null}
      {facts ? <span data-document-facts=""> ({facts})</span> : null}
    </a>
  );
}
