'use client';

import { PageOrOutsideLink } from '@/components/ui/outside-link';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useLiveList } from '@/components/data/live-lists';
import type { Banner } from '@/lib/api/backend-types';
import { useHydrated, useMediaQuery, useReducedMotion } from '@/lib/hooks/use-media-query';
import type { MediaText } from '@/content/ui';
import styles from './banner-carousel.module.css';
import { OptimisedImage } from '@/components/media/optimised-image';
import { AUTOPLAY_MS, TOUCH_FIRST } from './slideshow';

/**
 * How a slide is reached. A visitor's step scrolls there smoothly, so the strip visibly moves the way they asked;
 * autoplay jumps and fades the new slide in. A smooth scroll makes the browser's main thread sync the strip in every
 * frame of its half second (about 200 ms of a throttled phone's main thread in Lighthouse's trace, every 7 s); the
 * fade is an opacity animation the compositor runs alone.
 */
type Arrival = 'scroll' | 'fade';

const fill = (template: string, n: number, count: number) =>
  template.replace('{n}', String(n)).replace('{count}', String(count));

/**
 * A slide's picture and caption. Memoised: what changes after hydration and at each step (which slide is current,
 * hidden or fading in) is on the slide's `<li>`, so a step re-renders five list items, not five pictures and links.
 */
const SlideContent = memo(function SlideContent({
  banner,
  first,
  text,
}: {
  banner: Banner;
  first: boolean;
  text: MediaText;
}) {
  return (
    <>
      <OptimisedImage
        className={styles.image}
        src={banner.image}
        alt={banner.alt}
        width={1600}
        height={600}
        sizes="(max-width: 1152px) 100vw, 1152px"
        priority={first}
        fetchPriority={first ? 'high' : 'low'}
      />
      {banner.title || banner.subtitle ? (
        <div className={styles.caption}>
          {banner.title ? (
            <p className={styles.title} lang={text.itemLang}>
              {banner.title}
            </p>
          ) : null}
          {banner.subtitle ? (
            <p className={styles.subtitle} lang={text.itemLang}>
              {banner.subtitle}
            </p>
          ) : null}
          {banner.href ? (
            // A banner may point to another site: the backend's link is shown as such (components/ui/outside-link).
            <PageOrOutsideLink
              href={banner.href}
              outside={banner.outside}
              notes={text.outsideLink}
              className={styles.more}
              data-cursor-target=""
            >
              {text.readMore}
              <span className="visually-hidden" lang={text.itemLang}>
                : {banner.title}
              </span>
            </PageOrOutsideLink>
          ) : null}
        </div>
      ) : null}
    </>
  );
});

/**
 * The home page banners. A scroll-snap strip that works by touch, keyboard and without script; script adds
 * previous/next, a slide picker and, where a mouse is the main pointer, gentle autoplay, which stops for reduced
 * motion, on pause, hover and focus, and while the carousel is scrolled off screen.
 */
export function BannerCarousel({ banners: serverBanners, text }: { banners: readonly Banner[]; text: MediaText }) {
  const banners = useLiveList('banners', serverBanners);
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  /** The slide autoplay last faded in, until the strip moves to another one by any other way. */
  const [fadedSlide, setFadedSlide] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  /** Whether any of the carousel is on screen: a slideshow nobody can see does not play. */
  const [onScreen, setOnScreen] = useState(true);
  const carouselRef = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  // `false` in the server's HTML, so a desktop page keeps its pause button from the first paint (no shift).
  const touchFirst = useMediaQuery(TOUCH_FIRST);
  const hydrated = useHydrated();
  const count = banners.length;
  const canAutoplay = count > 1 && !reducedMotion && !touchFirst;

  const goTo = useCallback(
    (index: number, how: Arrival = 'scroll') => {
      const track = trackRef.current;
      const slide = track?.children[(index + count) % count] as HTMLElement | undefined;
      if (!track || !slide) return;
      const target = (index + count) % count;
      const behavior = reducedMotion || how === 'fade' ? 'auto' : 'smooth';
      track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior });
      setFadedSlide(how === 'fade' ? target : null);
      setCurrent(target);
    },
    [count, reducedMotion],
  );

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = Array.prototype.indexOf.call(track.children, entry.target);
          // A slide the visitor swiped to arrives by scrolling, not by autoplay's fade.
          setFadedSlide((faded) => (faded === index ? faded : null));
          setCurrent(index);
        }
      },
      { root: track, threshold: 0.6 },
    );
    for (const slide of track.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [count]);

  useEffect(() => {
    const carousel = carouselRef.current;
    if (!carousel || !canAutoplay) return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.at(-1)?.isIntersecting ?? true));
    observer.observe(carousel);
    return () => observer.disconnect();
  }, [canAutoplay]);

  // Each step costs the main thread about 75 ms at 4× CPU slowdown (a render, a commit and the fade's frames), so
  // it plays only while the visitor can see it.
  const playing = canAutoplay && !paused && !engaged && onScreen;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') goTo(current + 1, 'fade');
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, current, goTo]);

  if (count === 0) return null;

  return (
    <section
      ref={carouselRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={text.highlights}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEngaged(false);
      }}
    >
      <ul ref={trackRef} className={styles.track} tabIndex={0} aria-label={text.slides}>
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            className={index === fadedSlide ? `${styles.slide} ${styles.faded}` : styles.slide}
            aria-roledescription="slide"
            aria-label={fill(text.slideOf, index + 1, count)}
            aria-hidden={hydrated && index !== current ? true : undefined}
            inert={hydrated && index !== current ? true : undefined}
          >
            <SlideContent banner={banner} first={index === 0} text={text} />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" onClick={() => goTo(current - 1)} aria-label={text.previousSlide} data-cursor-target="">
            <span aria-hidden="true">‹</span>
          </button>
          <ol className={styles.dots}>
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={fill(text.showSlide, index + 1, count)}
                  aria-current={index === current ? 'true' : undefined}
                  data-cursor-target=""
                />
              </li>
            ))}
          </ol>
          <button type="button" onClick={() => goTo(current + 1)} aria-label={text.nextSlide} data-cursor-target="">
            <span aria-hidden="true">›</span>
          </button>
          {canAutoplay ? (
            <button type="button" onClick={() => setPaused((p) => !p)} className={styles.pause} data-cursor-target="">
              {paused ? text.playSlideshow : text.pauseSlideshow}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
