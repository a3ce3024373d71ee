import type { ReactNode } from 'react';

/**
 * A term and its value in a description list (`<dl>`), the pair in a `div`, which a `dl` may hold and a grid or
 * flex lays out as one item. A component rather than a list of pairs: its markup goes into the page's router payload
 * as written, without the key a mapped list would add to every pair of every card.
 */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
