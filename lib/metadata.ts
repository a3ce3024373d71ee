import type { Metadata } from 'next';
import { FEED_PATH, FEED_TITLE } from './feeds/paths';
import { routeFor } from './routes';
import { OPEN_GRAPH_IMAGE_PATH, SHARE_IMAGE_ALT, SHARE_IMAGE_SIZE, TWITTER_IMAGE_PATH } from './seo/share-image-spec';
import { pageHref } from './seo/urls';
import { SITE } from '@/content/association';

export const HOME_TITLE = `${SITE.name} (${SITE.shortName})`;

/** The RSS feed, announced in the head of every page. */
export const FEED_ALTERNATES = { 'application/rss+xml': [{ url: FEED_PATH, title: FEED_TITLE }] };

const image = (url: string) => ({ url, ...SHARE_IMAGE_SIZE, alt: SHARE_IMAGE_ALT, type: 'image/png' });

/**
 * Title, description, canonical address and share cards of a page, all from the one route table. A page's
 * `openGraph` replaces the layout's whole, so the generated share image is named here, not left to the file.
 */
export function pageMetadata(path: string): Metadata {
  const route = routeFor(path);
  const title = route.path === '/' ? HOME_TITLE : route.title;
  const canonical = pageHref(route.path);
  return {
    title: route.path === '/' ? { absolute: HOME_TITLE } : route.title,
    description: route.description,
    alternates: { canonical, types: FEED_ALTERNATES },
    openGraph: {
      type: 'website',
      siteName: SITE.name,
      locale: 'en_IN',
      title,
      description: route.description,
      url: canonical,
      images: [image(OPEN_GRAPH_IMAGE_PATH)],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: route.description,
      images: [image(TWITTER_IMAGE_PATH)],
    },
  };
}
