import { act, render, screen } from '@testing-library/react';
import { stubMatchMedia } from '@/jest.helpers';
import { Reveal } from './reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

// The page's one observer is created by the first Reveal and kept, as in a browser.
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

describe('Reveal', () => {
  it('leaves what starts on screen alone, and hides below the fold until scrolled to, once', () => {
    render(
      <>
        <Reveal as="section" aria-label="top">
          Top
        </Reveal>
        <Reveal as="section" aria-label="below">
          Below
        </Reveal>
      </>,
    );
    const top = screen.getByRole('region', { name: 'top' });
    const below = screen.getByRole('region', { name: 'below' });
    expect(observers).toHaveLength(1);

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
    render(<Reveal aria-label="edge">Edge</Reveal>);
    const edge = screen.getByText('Edge');
    report(edge, 760, false);
    expect(edge).not.toHaveAttribute('data-reveal');
  });

  it('hides nothing under reduced motion', () => {
    reducedMotion = true;
    render(<Reveal>Calm</Reveal>);
    expect(observing(screen.getByText('Calm'))).toBe(false);
    expect(screen.getByText('Calm')).not.toHaveAttribute('data-reveal');
  });
});
