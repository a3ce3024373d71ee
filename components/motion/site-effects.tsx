'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import { BackToTop } from './back-to-top';
import { CustomCursor } from './custom-cursor';

const loadFeatures = () => import('./features').then((module) => module.default);

/** The site-wide motion layer: animation features arrive after the page, and honour reduced motion. */
export function SiteEffects({ backToTopLabel }: { backToTopLabel: string }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <BackToTop label={backToTopLabel} />
        <CustomCursor />
      </MotionConfig>
    </LazyMotion>
  );
}
