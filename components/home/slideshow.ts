// The slideshow's timing and where it plays, apart from the component so that the browser tests (which cannot load a
// component with its CSS) share them.

/** How long a slide stays before autoplay moves on. */
export const AUTOPLAY_MS = 7000;

/**
 * A screen whose main pointer is a finger (a phone, a tablet): there the slideshow waits for the visitor. A slide
 * that changes by itself can change under the finger, so a tap meant for one banner's link opens another's; a finger
 * cannot hover to hold it still as a mouse does; and the strip already answers the screen's own gesture, a swipe.
 * Each step would also cost a phone's main thread about 75 ms (4× CPU slowdown) every 7 s while the page is open.
 * The same query hides the pause button in CSS (`banner-carousel.module.css`), so it never shows there.
 */
export const TOUCH_FIRST = 'not all and (hover: hover) and (pointer: fine)';
