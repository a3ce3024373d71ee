import type { Viewport } from 'next';

export const SITE_VIEWPORT: Viewport = {
  themeColor: '#14213d',
  width: 'device-width',
  initialScale: 1,
};
