import type { ReactNode } from 'react';

/** A term and its value. */
export type Fact = readonly [term: ReactNode, value: ReactNode];

/**
 * Terms and their values as a description list, each pair in a `div` (which a `dl` may hold, and a grid or flex
 * lays out as one item). A fact given as null or false is left out: a firm without a telephone has no telephone line.
 */
export function FactList({ facts, className }: { facts: readonly (Fact | null | false)[]; className?: string }) {
  return (
    <dl className={className}>
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map(([term, value], index) => (
          <div key={index}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
