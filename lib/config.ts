import 'server-only';
import { readEnv } from './env.mjs';
import { renderedSiteUrl } from './serving/page-cache/site-origin.mjs';

const env = readEnv();

/**
 * Read and validated once per server process, at its start; next.config.mjs has already refused bad values. Pages
 * that `next build` prerenders are written for a placeholder origin, which the page cache replaces with the SITE_URL
 * of the server that serves them (lib/serving/page-cache/site-origin.mjs).
 */
export const config = { ...env, siteUrl: renderedSiteUrl(env.siteUrl) };
