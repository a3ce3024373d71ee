export const FALLBACK_IMAGES = {
  banner: '/images/default-banner.jpg',
  bulletin: '/images/default-bulletin.jpg',
  notification: '/images/default-notification.jpg',
  gallery: '/images/default-gallery.jpg',
} as const;

/** The spec's default image for each kind of picture; also what /media serves when the asset host fails. */
export type MediaKind = keyof typeof FALLBACK_IMAGES;

/** Upstream images and documents, served from this site's origin (app/media, app/files). */
export const MEDIA_PATH = '/media';
export const FILES_PATH = '/files';

/** The largest upstream image /media passes on; a larger one gets the default image. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const NO_TITLE = 'No title available';
export const NO_DESCRIPTION = 'No description available';

/** Caps on untrusted upstream data, so one bad record cannot bloat every page. */
export const MAX_ITEMS = 200;
export const MAX_TITLE_LENGTH = 300;
export const MAX_TEXT_LENGTH = 4000;

export { CALLS } from './calls.cjs';
import type { CALLS } from './calls.cjs';

export type DataName = keyof typeof CALLS;
