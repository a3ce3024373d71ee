/**
 * Which links leave the site, and which of those go to a government site (the hyperlinking policy names them:
 * addresses ending gov.in or nic.in, Tamil Nadu's tn.gov.in among them). A link the site writes as a path stays on
 * it; an absolute http(s) address is another site's. Small and without imports: client lists use it too.
 */
export type OutsideKind = 'other' | 'government';

const ABSOLUTE = /^(?:https?:)?\/\//i;
const GOVERNMENT_HOST = /(?:^|\.)(?:gov|nic)\.in$/i;

export function outsideKind(href: string): OutsideKind | null {
  if (!ABSOLUTE.test(href)) return null;
  try {
    return GOVERNMENT_HOST.test(new URL(href, 'http://x').hostname) ? 'government' : 'other';
  } catch {
    return 'other';
  }
}
