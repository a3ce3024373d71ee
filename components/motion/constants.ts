/** SPEC §9: the back-to-top button appears past 200 px, entering with this spring. */
export const BACK_TO_TOP_THRESHOLD = 200;
export const BACK_TO_TOP_SPRING = { type: 'spring', stiffness: 80, damping: 12 } as const;

/** SPEC §9: scroll-in animations last 1000 ms and play once. */
export const REVEAL_DURATION_MS = 1000;

/** SPEC §9: the cursor follows in 0.3 s and scales to 2 over hover targets. */
export const CURSOR_FOLLOW_SECONDS = 0.3;
export const CURSOR_HOVER_SCALE = 2;
export const CURSOR_TARGET_ATTRIBUTE = 'data-cursor-target';
export const CURSOR_TARGETS = `[${CURSOR_TARGET_ATTRIBUTE}], a[href], button, summary`;
