import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { domAnimation, LazyMotion } from 'framer-motion';
import { BackToTop, isPastThreshold } from './back-to-top';
import { stubMatchMedia } from '@/jest.helpers';

let reducedMotion = false;
let scrollTo: jest.Mock;

function scrollPage(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderButton() {
  return render(
    <LazyMotion features={domAnimation}>
      <main id="main" tabIndex={-1}>
        <p>Page content</p>
      </main>
      <BackToTop label="Back to top" />
    </LazyMotion>,
  );
}

beforeEach(() => {
  reducedMotion = false;
  stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)' && reducedMotion);
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('isPastThreshold', () => {
  it('is true only beyond 200 px', () => {
    expect(isPastThreshold(0)).toBe(false);
    expect(isPastThreshold(200)).toBe(false);
    expect(isPastThreshold(201)).toBe(true);
    expect(isPastThreshold(5000)).toBe(true);
  });
});

describe('BackToTop', () => {
  it('is absent at the top of the page', () => {
    renderButton();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('appears only once the page is scrolled past 200 px', () => {
    renderButton();
    scrollPage(200);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollPage(201);
    expect(screen.getByRole('button', { name: /top/i })).toBeInTheDocument();
  });

  it('is shown at once when the page loads already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
    renderButton();
    expect(screen.getByRole('button', { name: /top/i })).toBeInTheDocument();
  });

  it('goes away when the page is scrolled back to the top', async () => {
    renderButton();
    scrollPage(600);
    const button = screen.getByRole('button', { name: /top/i });
    scrollPage(0);
    await waitForElementToBeRemoved(button, { timeout: 4000 });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top when pressed and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderButton();
    scrollPage(900);
    await user.click(screen.getByRole('button', { name: /top/i }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('jumps without animation under reduced motion', async () => {
    reducedMotion = true;
    const user = userEvent.setup();
    renderButton();
    scrollPage(900);
    await user.click(screen.getByRole('button', { name: /top/i }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
