'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { REVEAL_TARGET_ATTRIBUTE } from './reveal-target';

type RevealState = 'pending' | 'shown';

/** Elements observed but not yet reported once: their first report says whether they start on screen. */
const unseen = new WeakSet<Element>();
/** Elements whose fate is settled: shown, or on screen when they arrived. */
const settled = new WeakSet<Element>();
let observer: IntersectionObserver | undefined;

function onIntersect(entries: IntersectionObserverEntry[]) {
  for (const { target, isIntersecting, boundingClientRect } of entries) {
    const set = (state: RevealState) => target.setAttribute('data-reveal', state);
    if (unseen.has(target)) {
      unseen.delete(target);
      // On screen at load (even in the bottom margin the observer leaves out): never hidden, never animated.
      if (boundingClientRect.top < window.innerHeight) {
        settled.add(target);
        observer?.unobserve(target);
        continue;
      }
      set('pending');
    } else if (isIntersecting) {
      set('shown');
      settled.add(target);
      observer?.unobserve(target);
    }
  }
}

/** Observes every marked element of the page now in the document that has not played its animation yet. */
export function observeRevealTargets(): void {
  if (!('IntersectionObserver' in window)) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // A new page: the old one's elements are gone, so start the observer afresh with the ones in the document.
  observer?.disconnect();
  observer = new IntersectionObserver(onIntersect, { rootMargin: '0px 0px -10% 0px' });
  for (const element of document.querySelectorAll(`[${REVEAL_TARGET_ATTRIBUTE}]`)) {
    if (settled.has(element)) continue;
    // Hidden already (the page came back from the router's cache): keep waiting for it to be scrolled to.
    if (element.getAttribute('data-reveal') !== 'pending') unseen.add(element);
    observer.observe(element);
  }
}

/**
 * The spec's scroll-in animation ("Scroll-in animations play once per element, lasting 1000 ms"): a section
 * fades and rises into view when scrolled to. One observer serves every marked section of the page, so a section stays a server
 * component and costs nothing to hydrate. A section is only hidden after this script has run, and only if it is
 * still below the fold, so the server HTML never hides text from a visitor without JavaScript or from a crawler;
 * under reduced motion nothing is hidden at all. The positions come from the observer's reports, so no layout is
 * forced. Mounted once, in the root layout; it looks again after each client-side navigation.
 */
export function RevealOnScroll() {
  const pathname = usePathname();
  useEffect(() => {
    observeRevealTargets();
  }, [pathname]);
  useEffect(() => () => observer?.disconnect(), []);
  return null;
}
