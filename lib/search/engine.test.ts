/** @jest-environment node */
import { NO_DESCRIPTION, NO_TITLE } from '@/lib/api/limits';
import type { GalleryItem, Notification } from '@/lib/api/backend-types';
import { RESULTS_PER_GROUP } from './search-limits';
import { demoLists } from './demo-lists';
import { backendDocuments, contentDocuments, type BackendLists, type SearchKind } from './index-documents';
import { createSiteIndex, type SearchAnswer } from './engine';
import type { Segment } from './snippet';

const lists = demoLists();
const index = createSiteIndex([...contentDocuments(), ...backendDocuments(lists)]);

const group = (answer: SearchAnswer, kind: SearchKind) => answer.groups.find((g) => g.kind === kind);
const hrefs = (query: string, kind: SearchKind) => group(index.search(query), kind)?.hits.map((hit) => hit.href) ?? [];
const marked = (segments: readonly Segment[]) => segments.filter((s) => s.marked).map((s) => s.text.toLowerCase());

const noBackend: BackendLists = { bulletins: [], notifications: [], events: [], gallery: [], exhibitors: [] };

describe('ranking over the site and the demo data', () => {
  test('"memb" finds the membership page among the first pages (prefix matching)', () => {
    expect(hrefs('memb', 'page').slice(0, 3)).toContain('/membership');
  });

  test('"entrepreneurship" finds /enterpreneurship first, and the route\'s own spelling finds it too', () => {
    expect(index.search('entrepreneurship').groups[0]?.hits[0]?.href).toBe('/enterpreneurship');
    expect(hrefs('enterpreneurship', 'page')[0]).toBe('/enterpreneurship');
  });

  test('"services provided" finds /sevicesprovided first, and so do its address and a typo', () => {
    for (const query of ['services provided', 'sevicesprovided', 'servcies provided'])
      expect([query, hrefs(query, 'page')[0]]).toEqual([query, '/sevicesprovided']);
  });

  test('a misspelt member firm or contact person finds that member, linking its own page', () => {
    for (const query of ['Kaveri Polimers', 'Meenakshi Sundram', 'kavery polymer']) {
      expect([query, hrefs(query, 'member')[0]]).toEqual([query, '/rasi-members/kaveri-polymers']);
    }
  });

  test('a product, misspelt or not, finds the firm that makes it, linking its own page', () => {
    for (const [query, page] of [
      ['HDPE water storage tanks', '/rasi-members/kaveri-polymers'],
      ['drip irigation fittings', '/rasi-members/kaveri-polymers'],
      ['investmant castings', '/rasi-members/sri-balaji-precision-castings'],
    ]) {
      expect([query, hrefs(query!, 'member')[0]]).toEqual([query, page]);
    }
  });

  test('"GST help desk" finds the notification that mentions it first, at its place on /notification', () => {
    const answer = index.search('GST help desk');
    const first = answer.groups[0]?.hits[0];
    expect(first?.href).toBe('/notification#notification-312');
    expect(first?.kind).toBe('notification');
    expect(marked(first!.snippet)).toEqual(expect.arrayContaining(['help', 'desk']));
  });

  test('typos in page names find the page', () => {
    expect(hrefs('membrship', 'page')[0]).toBe('/membership');
    expect(hrefs('galery', 'page')[0]).toBe('/gallery');
    expect(hrefs('guidence cell', 'page')[0]).toBe('/guidancecell');
  });

  test('office bearers, committees, bulletins, events, gallery captions and exhibitors are found', () => {
    expect(hrefs('Anthony Raj', 'person')).toEqual(expect.arrayContaining(['/officebearers']));
    expect(hrefs('Airport Advisory Committee', 'person')[0]).toBe('/membershipingovtcommittees');
    expect(hrefs(lists.bulletins[0]!.events[0]!.title, 'bulletin')[0]).toBe('/bulletins');
    expect(hrefs(lists.events[0]!.title, 'event')[0]).toBe('/#today-at-rasi');
    expect(hrefs(lists.gallery[0]!.title, 'gallery')[0]).toBe('/gallery');
    expect(hrefs('Meenakshi Pumps', 'exhibitor')[0]).toBe('/tradefairs#exhibitors-and-expo-committee');
  });

  test('marks the matched words of the title and snippet, typos and prefixes resolved to the words found', () => {
    const hit = group(index.search('Kaveri Polimers'), 'member')!.hits[0]!;
    expect(marked(hit.title)).toEqual(['kaveri', 'polymers']);
    expect(marked(hit.snippet)).toContain('polymers');
    expect(hit.title.map((s) => s.text).join('')).toBe('Kaveri Polymers Pvt Ltd');
  });

  test('groups by kind, best group first, each with at most RESULTS_PER_GROUP hits and the full count', () => {
    const answer = index.search('memb');
    expect(answer.groups[0]?.kind).toBe('page');
    expect(new Set(answer.groups.map((g) => g.kind)).size).toBe(answer.groups.length);
    for (const g of answer.groups) {
      expect(g.hits.length).toBeLessThanOrEqual(RESULTS_PER_GROUP);
      expect(g.total).toBeGreaterThanOrEqual(g.hits.length);
    }
    expect(answer.total).toBe(answer.groups.reduce((sum, g) => sum + g.total, 0));
    expect(answer.groups.some((g) => g.total > g.hits.length)).toBe(true);
  });

  test('looks for every word, and for any of them when nothing has them all', () => {
    expect(hrefs('membership renewal', 'notification')).toEqual(['/notification#notification-307']);
    const any = index.search('membership zzqqxx');
    expect(any.total).toBeGreaterThan(0);
    expect(hrefs('membership zzqqxx', 'page')[0]).toBe('/membership');
  });
});

describe('bad input', () => {
  test.each([
    ['nothing', ''],
    ['spaces', '   '],
    ['a bracket', '['],
    ['a catastrophic pattern', '(a+)+$'],
    ['a pattern', '.*'],
    ['markup', '<script>'],
    ['a NUL', '\u0000'],
    ['Tamil no page holds', 'வானூர்தி'],
    ['10 KB of one letter', 'x'.repeat(10_000)],
  ])('answers %s with no error and no result', (_, query) => {
    const answer = index.search(query);
    expect(answer.total).toBe(0);
    expect(answer.groups).toEqual([]);
  });

  test('a long query of real words is cut to its first words and still answers quickly', () => {
    const query = Array.from({ length: 200 }, () => 'membership delta expo').join(' ');
    const started = performance.now();
    const answer = index.search(query);
    expect(performance.now() - started).toBeLessThan(200);
    expect(answer.terms).toEqual(['membership', 'delta', 'expo']);
  });
});

describe('backend data', () => {
  const notification = (over: Partial<Notification>): Notification => ({
    id: '1',
    title: 'Title',
    description: '',
    date: null,
    image: '',
    href: null,
    file: null,
    extra: {},
    ...over,
  });

  test('hostile text is indexed and returned as text, and odd ids give safe fragments', () => {
    const hostile = createSiteIndex(
      backendDocuments({
        ...noBackend,
        notifications: [
          notification({ id: '7 <x>', title: '<script>window.__pwned=1</script> circular', description: 'x"y' }),
        ],
      }),
    );
    const hit = hostile.search('circular').groups[0]!.hits[0]!;
    expect(hit.title.map((s) => s.text).join('')).toBe('<script>window.__pwned=1</script> circular');
    expect(hit.href).toBe('/notification#notification-7_20__3c_x_3e_');
  });

  test('repeated ids do not break the index: the first one stays', () => {
    const twice = createSiteIndex(
      backendDocuments({
        ...noBackend,
        notifications: [notification({ title: 'First circular' }), notification({ title: 'Second circular' })],
      }),
    );
    expect(twice.documentCount).toBe(1);
    expect(
      twice
        .search('circular')
        .groups[0]!.hits[0]!.title.map((s) => s.text)
        .join(''),
    ).toBe('First circular');
  });

  test('the fallback texts of pictures the backend left untitled are shown but not searched', () => {
    const untitled: GalleryItem = {
      id: 'g',
      title: NO_TITLE,
      description: NO_DESCRIPTION,
      image: '',
      date: null,
      extra: {},
    };
    const gallery = createSiteIndex(backendDocuments({ ...noBackend, gallery: [untitled] }));
    expect(gallery.search('available').total).toBe(0);
    expect(gallery.search('description').total).toBe(0);
  });
});
