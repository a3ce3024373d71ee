import { act, render, screen } from '@testing-library/react';
import { domAnimation, LazyMotion } from 'framer-motion';
import { cursorScale, CustomCursor } from './custom-cursor';
import { stubMatchMedia } from '@/jest.helpers';

interface Device {
  pointer: 'fine' | 'coarse' | 'none';
  reducedMotion: boolean;
  forcedColors: boolean;
}

let device: Device;

/** Answers the media queries the cursor asks: `(feature: value)` clauses joined by `and`. */
function matches(query: string): boolean {
  return query.split(/\s+and\s+/).every((clause) => {
    const [feature, value] = clause
      .replace(/[()]/g, '')
      .split(':')
      .map((s) => s.trim());
    if (feature === 'pointer') return value === device.pointer;
    if (feature === 'prefers-reduced-motion') return value === (device.reducedMotion ? 'reduce' : 'no-preference');
    if (feature === 'forced-colors') return value === (device.forcedColors ? 'active' : 'none');
    return false;
  });
}

/** jsdom has no PointerEvent: a MouseEvent carrying a pointerType stands in for it. */
function pointerMove(target: EventTarget, pointerType: string, clientX: number, clientY: number) {
  const event = new MouseEvent('pointermove', { bubbles: true, cancelable: true, clientX, clientY });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  act(() => {
    target.dispatchEvent(event);
  });
  // The cursor updates on the next animation frame.
  act(() => {
    jest.advanceTimersByTime(20);
  });
}

function renderCursor() {
  return render(
    <LazyMotion features={domAnimation}>
      <p>
        Plain text with <a href="/membership">a link</a>
      </p>
      <div data-testid="plain-div">A plain block</div>
      <button type="button">A button</button>
    </LazyMotion>,
  ).container;
}

beforeEach(() => {
  device = { pointer: 'fine', reducedMotion: false, forcedColors: false };
  stubMatchMedia(matches);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('cursorScale', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a id="link" href="/aboutrasi">About</a>
      <a id="anchor">No href</a>
      <button id="button"><span id="in-button">Go</span></button>
      <div id="target" data-cursor-target=""><span id="child"><em id="grandchild">Deep</em></span></div>
      <p id="text">Just text</p>
      <div id="div">Just a div</div>`;
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  const el = (id: string) => document.getElementById(id);

  it('is 2 over links with an href, buttons and marked hover targets, including their children', () => {
    expect(cursorScale(el('link'))).toBe(2);
    expect(cursorScale(el('button'))).toBe(2);
    expect(cursorScale(el('in-button'))).toBe(2);
    expect(cursorScale(el('target'))).toBe(2);
    expect(cursorScale(el('child'))).toBe(2);
    expect(cursorScale(el('grandchild'))).toBe(2);
  });

  it('is 1 over plain text, plain blocks and anchors without an href', () => {
    expect(cursorScale(el('text'))).toBe(1);
    expect(cursorScale(el('div'))).toBe(1);
    expect(cursorScale(el('anchor'))).toBe(1);
    expect(cursorScale(document.body)).toBe(1);
  });

  it('is 1 for targets that are not elements', () => {
    expect(cursorScale(null)).toBe(1);
    expect(cursorScale(window)).toBe(1);
    expect(cursorScale(el('text')!.firstChild)).toBe(1);
  });
});

describe('CustomCursor', () => {
  it('renders nothing without a fine pointer', () => {
    device.pointer = 'coarse';
    const { container } = render(
      <LazyMotion features={domAnimation}>
        <CustomCursor />
      </LazyMotion>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing under reduced motion', () => {
    device.reducedMotion = true;
    const { container } = render(
      <LazyMotion features={domAnimation}>
        <CustomCursor />
      </LazyMotion>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing in forced colours (Windows high contrast)', () => {
    device.forcedColors = true;
    const { container } = render(
      <LazyMotion features={domAnimation}>
        <CustomCursor />
      </LazyMotion>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders a decorative ring, hidden from assistive technology, for a fine pointer with motion allowed', () => {
    render(
      <LazyMotion features={domAnimation}>
        <CustomCursor />
      </LazyMotion>,
    );
    const cursor = screen.getByTestId('custom-cursor');
    expect(cursor).toHaveAttribute('aria-hidden', 'true');
    expect(cursor).toHaveAttribute('data-scale', '1');
  });

  it('grows over a link and shrinks back over a plain block as the mouse moves', () => {
    jest.useFakeTimers();
    renderCursor();
    render(
      <LazyMotion features={domAnimation}>
        <CustomCursor />
      </LazyMotion>,
    );
    const cursor = screen.getByTestId('custom-cursor');

    pointerMove(screen.getByRole('link', { name: 'a link' }), 'mouse', 40, 50);
    expect(cursor).toHaveAttribute('data-scale', '2');

    pointerMove(screen.getByTestId('plain-div'), 'mouse', 60, 70);
    expect(cursor).toHaveAttribute('data-scale', '1');

    pointerMove(screen.getByRole('button', { name: 'A button' }), 'mouse', 80, 90);
    expect(cursor).toHaveAttribute('data-scale', '2');
  });

  it('ignores touch and pen pointers', () => {
    jest.useFakeTimers();
    renderCursor();
    render(
      <LazyMotion features={domAnimation}>
        <CustomCursor />
      </LazyMotion>,
    );
    const cursor = screen.getByTestId('custom-cursor');
    pointerMove(screen.getByRole('link', { name: 'a link' }), 'touch', 40, 50);
    pointerMove(screen.getByRole('link', { name: 'a link' }), 'pen', 40, 50);
    expect(cursor).toHaveAttribute('data-scale', '1');
  });
});
