/** @jest-environment node */
import { ROUTES } from './routes';
import { ASKED_PATH_MAX, askedPath, suggestPages } from './suggestions';

const paths = (asked: string) => suggestPages(asked).map((route) => route.path);

describe('suggestPages', () => {
  test.each([
    ['/membrship', '/membership'],
    ['/galery', '/gallery'],
    ['/notifcation', '/notification'],
    ['/contactsu', '/contactus'],
    ['/tradefair', '/tradefairs'],
    ['/bulletin', '/bulletins'],
    ['/Roll_of_Honour', '/roll-of-honour'],
    ['/vision-mission', '/vision&mission'],
    ['/executive-committee', '/executivemembers'],
    ['/member-directory', '/rasi-members'],
    ['/rasi-members/search', '/rasi-members'],
  ])('puts the closest page first for %s', (asked, first) => {
    expect(paths(asked)[0]).toBe(first);
  });

  test('offers exactly three distinct pages of the route table, closest first', () => {
    const suggestions = suggestPages('/membrship');
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions).size).toBe(3);
    for (const route of suggestions) expect(ROUTES).toContain(route);
    expect(paths('/membrship')).toEqual(['/membership', '/membersbenefits', '/enterpreneurship']);
  });

  test('compares titles as well as paths', () => {
    expect(paths('/president-letter')[0]).toBe('/presidentmessage');
    expect(paths('/entrepreneurship')[0]).toBe('/enterpreneurship');
  });

  test('still answers three pages for an address like none of them, or an empty one', () => {
    expect(suggestPages('/wp-login.php')).toHaveLength(3);
    expect(suggestPages('')).toHaveLength(3);
    expect(suggestPages('/x'.repeat(5000))).toHaveLength(3);
  });
});

describe('askedPath', () => {
  test('decodes the address the proxy passes on', () => {
    expect(askedPath('/galer%C3%ADa')).toBe('/galería');
    expect(askedPath('/a%20b')).toBe('/a b');
  });

  test('keeps an address with bad percent-encoding as it came, and one cut inside an escape decoded', () => {
    expect(askedPath('/100%')).toBe('/100');
    expect(askedPath('/%zz')).toBe('/%zz');
    expect(askedPath('/galer%C3%A')).toBe('/galer');
  });

  test('shows at most ASKED_PATH_MAX characters', () => {
    expect(askedPath(`/${'a'.repeat(500)}`)).toHaveLength(ASKED_PATH_MAX);
    expect([...askedPath(`/${'é'.repeat(500)}`)]).toHaveLength(ASKED_PATH_MAX);
  });
});
