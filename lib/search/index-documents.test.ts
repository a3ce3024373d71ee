/** @jest-environment node */
import { members } from '@/content/members';
import { LOCALES, localePath } from '@/lib/i18n/locales';
import { ROUTES, routeText } from '@/lib/routes';
import { memberPath } from '@/lib/member-pages';
import { pageHref } from '@/lib/seo/page-urls';
import { demoLists } from './demo-lists';
import { backendDocuments, contentDocuments, pageTexts } from './index-documents';
import { createSiteIndex } from './engine';

describe.each(LOCALES)('the search documents in %s', (locale) => {
  const documents = [...contentDocuments(locale), ...backendDocuments(demoLists(), locale)];

  test('every page of the route table has its texts listed, and nothing else does', () => {
    expect(Object.keys(pageTexts(locale)).sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });

  test('every page, member firm and backend item is a document, each id once', () => {
    const ids = documents.map((doc) => doc.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTES) expect(ids).toContain(`page:${route.path}`);
    for (const member of members) expect(ids).toContain(`member:${member.id}`);
    const lists = demoLists();
    expect(documents.filter((doc) => doc.kind === 'notification')).toHaveLength(lists.notifications.length);
    expect(documents.filter((doc) => doc.kind === 'exhibitor')).toHaveLength(lists.exhibitors.length);
  });

  test('every document links to a page in its language; members to their own, notifications to their element on theirs', () => {
    const paths = new Set<string>([
      ...ROUTES.map((route) => pageHref(route.path, locale)),
      ...members.map((member) => pageHref(memberPath(member.id), locale)),
    ]);
    const notifications = localePath(locale, '/notification').replace('/', '\\/');
    for (const doc of documents) {
      const [path, fragment] = doc.href.split('#');
      expect([doc.id, paths.has(path!)]).toEqual([doc.id, true]);
      if (doc.kind === 'member') expect(doc.href).toBe(pageHref(memberPath(doc.id.slice('member:'.length)), locale));
      if (doc.kind === 'notification') {
        expect(doc.href).toMatch(new RegExp(`^${notifications}#notification-[A-Za-z0-9_-]+$`));
      }
      if (fragment !== undefined) expect(fragment).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });

  test('every page is found by its own title in this language, first among the pages', () => {
    const index = createSiteIndex(documents);
    for (const route of ROUTES) {
      const title = routeText(route, locale).title;
      const pages = index.search(title).groups.find((group) => group.kind === 'page');
      expect([title, pages?.hits[0]?.href]).toEqual([title, pageHref(route.path, locale)]);
    }
  });
});
