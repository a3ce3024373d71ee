import { act, render, screen } from '@testing-library/react';
import { stubMatchMedia } from '@/jest.helpers';
import { REVEAL_TARGET_ATTRIBUTE } from './reveal-target';
import { observeRevealTargets } from './reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

// The page's one observer, made afresh for each page the visitor sees.
const observers: { callback: Callback; observed: Set<Element> }[] = [];
let reducedMotion = false;

class FakeObserver {
  private readonly record: { callback: Callback; observed: Set<Element> };
  constructor(callback: Callback) {
    this.record = { callback, observed: new Set() };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.add(element);
  }
  unobserve(element: Element) {
    this.record.observed.delete(element);
  }
  disconnect() {
    this.record.observed.clear();
  }
}

/** The observer reports `element` at `top`, intersecting or not, as a browser would after a layout. */
function report(element: Element, top: number, isIntersecting: boolean) {
  act(() => {
    for (const { callback, observed } of observers)
      if (observed.has(element))
        callback([{ target: element, isIntersecting, boundingClientRect: { top } as DOMRectReadOnly }]);
  });
}

const observing = (element: Element) => observers.some(({ observed }) => observed.has(element));

beforeEach(() => {
  reducedMotion = false;
  stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)' && reducedMotion);
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});

/** Sections as the server renders them (components/ui/section.tsx), then the script's look at the page. */
function page(...labels: string[]) {
  render(
    <>
      {labels.map((label) => (
        <section key={label} aria-label={label} {...{ [REVEAL_TARGET_ATTRIBUTE]: '' }}>
          {label}
        </section>
      ))}
    </>,
  );
  observeRevealTargets();
  return labels.map((label) => screen.getByRole('region', { name: label })) as [HTMLElement, ...HTMLElement[]];
}

describe('scroll-in reveal', () => {
  it('leaves what starts on screen alone, and hides below the fold until scrolled to, once', () => {
    const [top, below] = page('top', 'below') as [HTMLElement, HTMLElement];
    expect(observers.at(-1)?.observed.size).toBe(2);

    report(top, 120, true);
    report(below, 2400, false);
    expect(top).not.toHaveAttribute('data-reveal');
    expect(below).toHaveAttribute('data-reveal', 'pending');

    report(below, 500, true);
    expect(below).toHaveAttribute('data-reveal', 'shown');
    expect(observing(top)).toBe(false);
    expect(observing(below)).toBe(false);
  });

  it('never hides what sits in the bottom strip the observer leaves out', () => {
    const [edge] = page('edge');
    report(edge, 760, false);
    expect(edge).not.toHaveAttribute('data-reveal');
  });

  it('after a navigation, watches the new page and never replays a section already shown', () => {
    const [shown, waiting] = page('shown', 'waiting') as [HTMLElement, HTMLElement];
    report(shown, 2000, false);
    report(shown, 300, true);
    report(waiting, 2400, false);
    expect(shown).toHaveAttribute('data-reveal', 'shown');

    observeRevealTargets();
    expect(observing(shown)).toBe(false);
    expect(observing(waiting)).toBe(true);
    // Still hidden: its first report on the new observer must not count as "on screen at load".
    report(waiting, 2400, false);
    expect(waiting).toHaveAttribute('data-reveal', 'pending');
    report(waiting, 400, true);
    expect(waiting).toHaveAttribute('data-reveal', 'shown');
  });

  it('hides nothing under reduced motion', () => {
    reducedMotion = true;
    const [calm] = page('calm');
    expect(observing(calm)).toBe(false);
    expect(calm).not.toHaveAttribute('data-reveal');
  });
});
