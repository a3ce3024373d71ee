import type { NotFoundContent } from './types';

export const notFound: NotFoundContent = {
  heading: 'We could not find that page',
  text: 'The page may have moved or the address may be mistyped; try the menu above, or call the RASI office and we will gladly help you find what you need.',
};
