// The values of the effects loaded after the first scroll or mouse move (site-effects.tsx); the reveal's attribute,
// needed on every page at once, is in reveal-target.ts.

/** The spec: "Back-to-top threshold: 200 px; entry animation spring with stiffness 80 and damping 12." */
export const BACK_TO_TOP_THRESHOLD = 200;
export const BACK_TO_TOP_SPRING = { type: 'spring', stiffness: 80, damping: 12 } as const;

/** The spec: "Cursor: 0.3 s follow, scale 2 on hover, 1 otherwise, red." */
export const CURSOR_FOLLOW_SECONDS = 0.3;
export const CURSOR_HOVER_SCALE = 2;
export const CURSOR_TARGET_ATTRIBUTE = 'data-cursor-target';
export const CURSOR_TARGETS = `[${CURSOR_TARGET_ATTRIBUTE}], a[href], button, summary`;
