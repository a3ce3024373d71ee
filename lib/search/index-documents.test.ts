/** @jest-environment node */
import { members } from '@/content/members';
import { ROUTES } from '@/lib/routes';
import { demoLists } from './demo-lists';
import { backendDocuments, contentDocuments, PAGE_TEXTS } from './index-documents';
import { createSiteIndex } from './engine';

const documents = [...contentDocuments(), ...backendDocuments(demoLists())];

test('every page of the route table has its texts listed, and nothing else does', () => {
  expect(Object.keys(PAGE_TEXTS).sort()).toEqual(ROUTES.map((route) => route.path).sort());
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

test('every document links to a page of the route table; members and notifications to their element on it', () => {
  const paths = new Set<string>(ROUTES.map((route) => route.path));
  for (const doc of documents) {
    const [path, fragment] = doc.href.split('#');
    expect([doc.id, paths.has(path!)]).toEqual([doc.id, true]);
    if (doc.kind === 'member') expect(doc.href).toMatch(/^\/rasi-members#member-[a-z0-9-]+$/);
    if (doc.kind === 'notification') expect(doc.href).toMatch(/^\/notification#notification-[A-Za-z0-9_-]+$/);
    if (fragment !== undefined) expect(fragment).toMatch(/^[A-Za-z0-9_-]+$/);
  }
});

test('every page is found by its own title, first among the pages', () => {
  const index = createSiteIndex(documents);
  for (const route of ROUTES) {
    const pages = index.search(route.title).groups.find((group) => group.kind === 'page');
    expect([route.title, pages?.hits[0]?.href]).toEqual([route.title, route.path]);
  }
});
