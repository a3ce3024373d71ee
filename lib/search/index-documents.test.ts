/** @jest-environment node */
import { members } from '@/content/members';
import { LOCALES, localePath } from '@/lib/i18n/locales';
import { ROUTES, routeText, type RoutePath } from '@/lib/routes';
import { memberPath } from '@/lib/member-pages';
import { pageHref } from '@/lib/seo/page-urls';
import { demoLists } from './demo-lists';
import { backendDocuments, contentDocuments, pageTexts } from './index-documents';
import { createSiteIndex } from './engine';

describe.each(LOCALES)('the search documents in %s', (locale) => {
  const documents = [...contentDocuments(locale), ...backendDocuments(demoLists(), locale)];

  test('every page that names content in the route table has its words, in this language, and no other page has', () => {
    const texts = pageTexts(locale);
    const named = ROUTES.filter((route) => (route.content ?? []).length > 0).map((route) => route.path);
    expect(Object.keys(texts).sort()).toEqual([...named].sort());
    for (const path of named) {
      const words = texts[path]!;
      expect([path, words.length > 0]).toEqual([path, true]);
      // Tamil pages are read in Tamil script: most of their passages carry it (facts such as figures need not).
      const tamil = words.filter((text) => /[\u0B80-\u0BFF]/.test(text)).length / words.length;
      expect([path, locale === 'ta' ? tamil > 0.5 : tamil === 0]).toEqual([path, true]);
      // No address, id or empty text.
      for (const text of words) expect([path, text]).toEqual([path, expect.stringMatching(/^(?!\/|https?:)\S/)]);
    }
  });

  test('a page is found by a sentence of its own content', () => {
    const index = createSiteIndex(documents);
    for (const [path, words] of Object.entries(pageTexts(locale))) {
      const sentence = [...words!]
        .sort((a, b) => b.length - a.length)[0]!
        .split(/\s+/)
        .slice(0, 8)
        .join(' ');
      const hits = index.search(sentence).groups.flatMap((group) => group.hits.map((hit) => hit.href));
      expect([sentence, hits.slice(0, 5)]).toEqual([
        sentence,
        expect.arrayContaining([pageHref(path as RoutePath, locale)]),
      ]);
    }
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
