'use client';

import { m } from 'framer-motion';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { CURSOR_FOLLOW_SECONDS, CURSOR_HOVER_SCALE, CURSOR_TARGETS } from './motion-values';
import styles from './custom-cursor.module.css';

export function cursorScale(target: EventTarget | null): number {
  return target instanceof Element && target.closest(CURSOR_TARGETS) ? CURSOR_HOVER_SCALE : 1;
}

/**
 * The spec's "decorative custom cursor" ("0.3 s follow, red colour", scale 2 over hover targets): a red ring that follows the mouse and grows over hover targets. Only for a fine
 * pointer with motion allowed and the page's own colours (forced colours would paint it as one more outline);
 * hidden from assistive technology, never catches clicks, never hides the real cursor.
 */
export function CustomCursor() {
  const enabled = useMediaQuery(
    '(pointer: fine) and (prefers-reduced-motion: no-preference) and (forced-colors: none)',
  );
  if (!enabled) return null;
  return <FollowingCursor />;
}

function FollowingCursor() {
  const [state, setState] = useState({ x: -100, y: -100, scale: 1, visible: false });

  useEffect(() => {
    let frame = 0;
    let latest: PointerEvent | null = null;
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      latest = event;
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        if (latest)
          setState({ x: latest.clientX, y: latest.clientY, scale: cursorScale(latest.target), visible: true });
      });
    };
    const onLeave = () => setState((s) => ({ ...s, visible: false }));
    window.addEventListener('pointermove', onMove, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      document.documentElement.removeEventListener('pointerleave', onLeave);
    };
  }, []);

  return (
    <m.div
      aria-hidden="true"
      className={styles.cursor}
      data-testid="custom-cursor"
      data-scale={state.scale}
      initial={false}
      animate={{ x: state.x, y: state.y, scale: state.scale, opacity: state.visible ? 1 : 0 }}
      transition={{ duration: CURSOR_FOLLOW_SECONDS, ease: 'easeOut' }}
    />
  );
}
