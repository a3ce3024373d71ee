import { memberIdOfPath } from './member-pages';
import { canonicalPath, type SiteRoute } from './routes';

/**
 * Addresses people and search engines try that the route table does not have, each with the page a visitor means
 * by it. Matched in any letter case, with or without trailing slashes. Only what a visitor would expect: the old
 * site's entry files, the plain English names of the pages whose paths are run together or carry the association's
 * name, and the correct spellings of the two paths the specification misspells.
 */
export const ALIASES: Readonly<Record<string, SiteRoute['path']>> = {
  // The entry files of the old static site and of the usual servers; bookmarks and old links still carry them.
  '/index.html': '/',
  '/index.htm': '/',
  '/index.php': '/',
  '/home': '/',
  '/about': '/aboutrasi',
  '/about-us': '/aboutrasi',
  '/aboutus': '/aboutrasi',
  '/contact': '/contactus',
  '/contact-us': '/contactus',
  '/members': '/rasi-members',
  '/directory': '/rasi-members',
  // The page that lists the association's events with their dates (the home page shows only today's).
  '/events': '/tradefairs',
  '/notifications': '/notification',
  '/vision-and-mission': '/vision&mission',
  '/servicesprovided': '/sevicesprovided',
  '/services-provided': '/sevicesprovided',
  '/entrepreneurship': '/enterpreneurship',
};

/**
 * Where a request for `path` (percent-decoded) must be redirected, in one hop, or `undefined` when it is already
 * the address it should be. Trailing slashes go, then the letter case or an alias gives the page (a member firm's
 * page too: `/rasi-members/Kaveri-Polymers` is `/rasi-members/kaveri-polymers`); any other path
 * just loses its trailing slashes (and then answers 404), unless it starts with two slashes or a backslash: Next
 * writes a redirect's Location without the origin, and `//host` would send the visitor to another site.
 */
export function redirectTarget(path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const lower = trimmed.toLowerCase();
  const page = canonicalPath(trimmed) ?? ALIASES[lower] ?? (memberIdOfPath(lower) ? lower : undefined);
  const target = page ?? (/^\/(?![/\\])/.test(trimmed) ? trimmed : path);
  return target === path ? undefined : target;
}
