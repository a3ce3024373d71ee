'use client';

import { useEffect, useRef, type HTMLAttributes } from 'react';

type RevealState = 'pending' | 'shown';

/**
 * Plays SPEC §2's scroll-in animation once per element. The element is only hidden after this script has run,
 * and only if it is still below the fold, so the server HTML never hides text from a visitor without
 * JavaScript or from a crawler; under reduced motion nothing is hidden at all.
 */
export function Reveal({ as: Tag = 'div', ...props }: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (!('IntersectionObserver' in window) || element.getBoundingClientRect().top < window.innerHeight) return;
    const set = (state: RevealState) => element.setAttribute('data-reveal', state);
    set('pending');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          set('shown');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.removeAttribute('data-reveal');
    };
  }, []);

  return <Tag ref={ref as React.Ref<HTMLDivElement>} {...props} />;
}
