import { TAMIL_PREFIX } from './locales';

export const TAMIL_NOT_FOUND_SEGMENT = '__not-found';
/** Where proxy.ts sends an unknown Tamil address: the Tamil not-found page, with its 404. */
export const TAMIL_NOT_FOUND_PATH = `${TAMIL_PREFIX}/${TAMIL_NOT_FOUND_SEGMENT}`;
