import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveDataProvider } from '@/components/data/live-lists';
import type { Banner } from '@/lib/api/backend-types';
import { MEDIA_TEXT } from '@/content/ui';
import { BannerCarousel } from './banner-carousel';
import { AUTOPLAY_MS, TOUCH_FIRST } from './slideshow';
import { stubMatchMedia } from '@/jest.helpers';

const BANNERS: Banner[] = [
  {
    id: 'b1',
    title: 'Trade fair 2026',
    subtitle: 'Twelve days in Tiruchirappalli',
    alt: 'Stalls at the RASI trade fair',
    image: '/images/banner-1.jpg',
    href: '/tradefairs',
    outside: null,
    extra: {},
  },
  {
    id: 'b2',
    title: 'Guidance cell',
    subtitle: '',
    alt: 'Advisers meeting members',
    image: '/images/banner-2.jpg',
    href: null,
    outside: null,
    extra: {},
  },
  {
    id: 'b3',
    title: 'Fifty years of RASI',
    subtitle: 'Since 1972',
    alt: 'Founding members in 1972',
    image: '/images/banner-3.jpg',
    href: '/milestones',
    outside: null,
    extra: {},
  },
];

let reducedMotion = false;
/** Whether the screen's main pointer is a finger, as on a phone. */
let touchFirst = false;
/** Every IntersectionObserver the component made, with what it watches, so a test can scroll things in and out. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[];

/** Tells the observers watching `element` that it is now in view or out of it, as the browser would. */
function setInView(element: Element, isIntersecting: boolean) {
  for (const observer of observers.filter((o) => o.targets.includes(element))) {
    act(() =>
      observer.callback(
        [{ target: element, isIntersecting } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      ),
    );
  }
}
let scrollTo: jest.Mock;
let fetchMock: jest.Mock;

beforeEach(() => {
  reducedMotion = false;
  touchFirst = false;
  stubMatchMedia(
    (query) => (query === '(prefers-reduced-motion: reduce)' && reducedMotion) || (query === TOUCH_FIRST && touchFirst),
  );
  observers = [];
  window.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    readonly targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.targets.length = 0;
    }
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  scrollTo = jest.fn();
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  fetchMock = jest.fn(() => Promise.reject(new Error('No network in tests')));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

function renderCarousel(banners: readonly Banner[] = BANNERS) {
  return render(
    <LiveDataProvider>
      <BannerCarousel banners={banners} text={MEDIA_TEXT.en} />
    </LiveDataProvider>,
  );
}

function dot(n: number, of = BANNERS.length) {
  return screen.getByRole('button', { name: `Show slide ${n} of ${of}` });
}

/** The slide number the dots mark as current, checking that exactly one is marked. */
function currentSlide(of = BANNERS.length): number {
  const marked = [];
  for (let n = 1; n <= of; n++) if (dot(n, of).getAttribute('aria-current') === 'true') marked.push(n);
  expect(marked).toHaveLength(1);
  return marked[0]!;
}

/** Checks that the carousel offers no pause or play button and stays on its first slide by itself. */
function expectNoSlideshow() {
  expect(screen.queryByRole('button', { name: /slideshow/i })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
  expect(currentSlide()).toBe(1);
  expect(scrollTo).not.toHaveBeenCalled();
}

function slides() {
  return within(screen.getByRole('list', { name: 'Slides', hidden: true })).getAllByRole('listitem', { hidden: true });
}

describe('BannerCarousel', () => {
  it('renders one slide per banner with its title and image alt text', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
    const items = slides();
    expect(items).toHaveLength(BANNERS.length);
    BANNERS.forEach((banner, index) => {
      const slide = items[index]!;
      expect(slide).toHaveAttribute('aria-label', `${index + 1} of ${BANNERS.length}`);
      expect(within(slide).getByText(banner.title)).toBeInTheDocument();
      expect(within(slide).getByAltText(banner.alt)).toBeInTheDocument();
    });
    expect(screen.getByText('Twelve days in Tiruchirappalli')).toBeInTheDocument();
  });

  it("marks a banner's link to another site, and says so, in the page's language", () => {
    const elsewhere = { ...BANNERS[0]!, href: 'https://msme.gov.in/schemes', outside: 'government' as const };
    render(<BannerCarousel banners={[elsewhere, BANNERS[1]!]} text={MEDIA_TEXT.ta} />);
    const link = screen.getByRole('link', { name: /அரசு இணையதளத்தைத் திறக்கும்/ });
    expect(link).toHaveAttribute('href', 'https://msme.gov.in/schemes');
    expect(link).toHaveAttribute('data-outside', 'government');
    expect(link).not.toHaveAttribute('data-page-link');
  });

  it('hides every slide but the current one from assistive technology', () => {
    renderCarousel();
    const [first, second, third] = slides();
    expect(first).not.toHaveAttribute('aria-hidden');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    expect(third).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(dot(2));
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(second).not.toHaveAttribute('aria-hidden');
  });

  it('moves with Next and Previous and wraps around at both ends', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(currentSlide()).toBe(1);
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });

    await user.click(next);
    expect(currentSlide()).toBe(2);
    await user.click(next);
    expect(currentSlide()).toBe(3);
    await user.click(next);
    expect(currentSlide()).toBe(1);
    await user.click(previous);
    expect(currentSlide()).toBe(3);
    await user.click(previous);
    expect(currentSlide()).toBe(2);

    expect(scrollTo).toHaveBeenCalledTimes(5);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: expect.any(Number), behavior: 'smooth' });
  });

  it('jumps to a slide from its dot', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(dot(3));
    expect(currentSlide()).toBe(3);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await user.click(dot(1));
    expect(currentSlide()).toBe(1);
  });

  it('scrolls without animation under reduced motion', async () => {
    reducedMotion = true;
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: expect.any(Number), behavior: 'auto' });
  });

  it('advances by itself after AUTOPLAY_MS, and not before', () => {
    jest.useFakeTimers();
    renderCarousel();
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS - 1));
    expect(currentSlide()).toBe(1);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toBe(2);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe(3);
    // Autoplay jumps and fades the slide in: a smooth scroll would keep a phone's main thread busy every 7 s.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: expect.any(Number), behavior: 'auto' });
    const [, second, third] = slides();
    expect(third).toHaveClass('faded');
    expect(second).not.toHaveClass('faded');
    // A visitor's own step scrolls there, without the fade.
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: expect.any(Number), behavior: 'smooth' });
    expect(second).not.toHaveClass('faded');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe(1);
  });

  it('stops autoplay on "Pause slideshow", whose label becomes "Play slideshow", and resumes on Play', () => {
    jest.useFakeTimers();
    renderCarousel();
    // fireEvent rather than user-event: hovering or focusing the carousel also stops autoplay, which would hide a
    // broken pause button.
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(currentSlide()).toBe(1);

    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe(2);
  });

  it('stops autoplay while the pointer is over the carousel', () => {
    jest.useFakeTimers();
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe(2);
  });

  it('stops autoplay while the carousel is scrolled off screen, and resumes when it is back', () => {
    jest.useFakeTimers();
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    setInView(carousel, false);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(currentSlide()).toBe(1);
    expect(scrollTo).not.toHaveBeenCalled();
    setInView(carousel, true);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe(2);
  });

  it('offers no pause button and never autoplays under reduced motion', () => {
    reducedMotion = true;
    jest.useFakeTimers();
    renderCarousel();
    expectNoSlideshow();
  });

  it('waits for the visitor on a touch screen: no autoplay, no pause button, the controls still work', () => {
    touchFirst = true;
    jest.useFakeTimers();
    renderCarousel();
    expectNoSlideshow();
    // Nothing to stop, so nothing watches whether the carousel is on screen.
    expect(observers.filter((o) => o.targets.includes(screen.getByRole('region', { name: 'Highlights' })))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: expect.any(Number), behavior: 'smooth' });
    fireEvent.click(dot(3));
    expect(currentSlide()).toBe(3);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(currentSlide()).toBe(3);
  });

  it('shows a "Read more" link only for banners with an href', () => {
    renderCarousel();
    const items = slides();
    expect(within(items[0]!).getByRole('link', { hidden: true })).toHaveAttribute('href', '/tradefairs');
    expect(within(items[0]!).getByRole('link', { hidden: true })).toHaveTextContent('Read more: Trade fair 2026');
    expect(within(items[1]!).queryByRole('link', { hidden: true })).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { hidden: true })).toHaveAttribute('href', '/milestones');
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(2);
  });

  it('shows a single banner without slide controls', () => {
    renderCarousel([BANNERS[0]!]);
    expect(slides()).toHaveLength(1);
    expect(screen.getByAltText(BANNERS[0]!.alt)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing without banners', () => {
    const { container } = renderCarousel([]);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
