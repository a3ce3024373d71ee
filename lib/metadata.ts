import type { Metadata } from 'next';
import { routeFor } from './routes';

/** Title, description and canonical address of a page, all from the one route table. */
export function pageMetadata(path: string): Metadata {
  const route = routeFor(path);
  return {
    title: route.path === '/' ? { absolute: `Regional Association of Small Industries (RASI)` } : route.title,
    description: route.description,
    alternates: { canonical: route.path === '/' ? '/' : encodeURI(route.path) },
  };
}
