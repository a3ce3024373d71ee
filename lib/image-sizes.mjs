// The image optimiser's candidate widths, shared by next.config.mjs and the site's own image component, so that
// every width the pages ask for is one the optimiser serves. Fewer candidates than Next's defaults: each is a URL
// in every srcset, and the backend's images are at most 1600 px wide.
export const DEVICE_SIZES = [640, 828, 1080, 1600];
export const IMAGE_SIZES = [96, 192, 384];
export const IMAGE_QUALITY = 75;
