'use client';

import { useEffect, useRef, type HTMLAttributes } from 'react';

type RevealState = 'pending' | 'shown';

/** Elements observed but not yet reported once: their first report says whether they start on screen. */
const unseen = new WeakSet<Element>();
let observer: IntersectionObserver | undefined;

function onIntersect(entries: IntersectionObserverEntry[]) {
  for (const { target, isIntersecting, boundingClientRect } of entries) {
    const set = (state: RevealState) => target.setAttribute('data-reveal', state);
    if (unseen.has(target)) {
      unseen.delete(target);
      // On screen at load (even in the bottom margin the observer leaves out): never hidden, never animated.
      if (boundingClientRect.top < window.innerHeight) {
        observer?.unobserve(target);
        continue;
      }
      set('pending');
    } else if (isIntersecting) {
      set('shown');
      observer?.unobserve(target);
    }
  }
}

/**
 * Plays SPEC §2's scroll-in animation once per element. The element is only hidden after this script has run,
 * and only if it is still below the fold, so the server HTML never hides text from a visitor without
 * JavaScript or from a crawler; under reduced motion nothing is hidden at all. One observer serves every
 * element, and the positions come from its reports, so hydrating a page of sections forces no layout.
 */
export function Reveal({ as: Tag = 'div', ...props }: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    observer ??= new IntersectionObserver(onIntersect, { rootMargin: '0px 0px -10% 0px' });
    unseen.add(element);
    observer.observe(element);
    return () => {
      observer?.unobserve(element);
      unseen.delete(element);
      element.removeAttribute('data-reveal');
    };
  }, []);

  return <Tag ref={ref as React.Ref<HTMLDivElement>} {...props} />;
}
