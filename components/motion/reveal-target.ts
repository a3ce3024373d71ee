/**
 * The spec: "Scroll-in animations play once per element, lasting 1000 ms." Sections carry this attribute
 * (components/ui/section.tsx); components/motion/reveal.tsx animates them and app/globals.css holds the 1000 ms.
 * Apart from constants.ts because reveal.tsx runs on every page and the cursor's and back-to-top's values load only
 * with them: a module shared by both would bring all its values into every page's first script.
 */
export const REVEAL_TARGET_ATTRIBUTE = 'data-reveal-target';
