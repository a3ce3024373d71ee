/** @jest-environment node */
import { ROUTES } from './routes';
import { closestPages, PAGE_QUERY_MAX, pageQuery } from './page-finder';

const paths = (query: string) => closestPages(query).map((route) => route.path);

describe('closestPages', () => {
  test.each([
    ['/membrship', '/membership'],
    ['galery', '/gallery'],
    ['/notifcation', '/notification'],
    ['contactsu', '/contactus'],
    ['tradefair', '/tradefairs'],
    ['/bulletin', '/bulletins'],
    ['/Roll_of_Honour', '/roll-of-honour'],
    ['vision mission', '/vision&mission'],
    ['/rasi-members/search', '/rasi-members'],
    ['president letter', '/presidentmessage'],
    ['entrepreneurship', '/enterpreneurship'],
  ])('puts the closest page first for %s', (query, first) => {
    expect(paths(query)[0]).toBe(first);
  });

  test('offers exactly three distinct pages of the route table, closest first', () => {
    const pages = closestPages('/membrship');
    expect(pages).toHaveLength(3);
    expect(new Set(pages).size).toBe(3);
    for (const route of pages) expect(ROUTES).toContain(route);
    expect(paths('/membrship')[1]).toBe('/membersbenefits');
  });

  test('still answers three pages for a query like none of them, an empty one or a huge one', () => {
    expect(closestPages('/wp-login.php')).toHaveLength(3);
    expect(closestPages('')).toHaveLength(3);
    expect(closestPages('x'.repeat(10_000))).toHaveLength(3);
  });
});

describe('pageQuery', () => {
  test('takes the first of repeated queries, trimmed, and nothing for none', () => {
    expect(pageQuery(['  galery ', 'other'])).toBe('galery');
    expect(pageQuery(undefined)).toBe('');
  });

  test('reads at most PAGE_QUERY_MAX characters, whole characters', () => {
    expect(pageQuery('a'.repeat(500))).toHaveLength(PAGE_QUERY_MAX);
    expect([...pageQuery('é'.repeat(500))]).toHaveLength(PAGE_QUERY_MAX);
  });
});
