export const FALLBACK_IMAGES = {
  banner: '/images/default-banner.jpg',
  bulletin: '/images/default-bulletin.jpg',
  notification: '/images/default-notification.jpg',
  gallery: '/images/default-gallery.jpg',
} as const;

export const NO_TITLE = 'No title available';
export const NO_DESCRIPTION = 'No description available';

/** Caps on untrusted upstream data, so one bad record cannot bloat every page. */
export const MAX_ITEMS = 200;
export const MAX_TITLE_LENGTH = 300;
export const MAX_TEXT_LENGTH = 4000;

export const CALLS = {
  banners: 'getbanner',
  bulletins: 'getAllYearsWithEvents',
  notifications: 'getnotification',
  events: 'getevents',
  gallery: 'getgallery',
  exhibitors: 'getexhibitors',
} as const;

export type DataName = keyof typeof CALLS;
export type CallName = (typeof CALLS)[DataName];
