'use client';

import { AnimatePresence, m } from 'framer-motion';
import { useSyncExternalStore } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-media-query';
import { BACK_TO_TOP_SPRING, BACK_TO_TOP_THRESHOLD } from './motion-values';
import styles from './back-to-top.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function isPastThreshold(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD;
}

/** The spec: "appears when the page is scrolled more than 200 px down; pressing it scrolls smoothly to the top". */
export function BackToTop({ label }: { label: string }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => isPastThreshold(window.scrollY),
    () => false,
  );
  const reducedMotion = useReducedMotion();

  return (
    <AnimatePresence>
      {shown ? (
        <m.button
          key="back-to-top"
          type="button"
          className={styles.button}
          aria-label={label}
          data-cursor-target=""
          initial={{ opacity: 0, y: 40, scale: 0.8 }}
          animate={{ opacity: 1, y: 0, scale: 1 }}
          exit={{ opacity: 0, y: 40, scale: 0.8 }}
          transition={BACK_TO_TOP_SPRING}
          onClick={() => {
            window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
            document.getElementById('main')?.focus({ preventScroll: true });
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M12 5l-7 7h4.5v7h5v-7H19z" fill="currentColor" />
          </svg>
        </m.button>
      ) : null}
    </AnimatePresence>
  );
}
