/** @jest-environment node */
import { ALIASES, redirectTarget } from './redirects';
import { canonicalPath, ROUTES } from './routes';

describe('the alias table', () => {
  test('points every alias at a page of the route table, and shadows none', () => {
    for (const [alias, page] of Object.entries(ALIASES)) {
      expect([alias, canonicalPath(page)]).toEqual([alias, page]);
      expect([alias, canonicalPath(alias)]).toEqual([alias, undefined]);
      expect(alias).toBe(alias.toLowerCase());
    }
  });

  test.each([
    ['/index.html', '/'],
    ['/home', '/'],
    ['/about', '/aboutrasi'],
    ['/contact', '/contactus'],
    ['/members', '/rasi-members'],
    ['/events', '/tradefairs'],
  ])('sends %s to %s', (alias, page) => {
    expect(redirectTarget(alias)).toBe(page);
  });
});

describe('redirectTarget', () => {
  test('leaves every canonical page alone', () => {
    for (const { path } of ROUTES) expect([path, redirectTarget(path)]).toEqual([path, undefined]);
  });

  test('drops trailing slashes from any path, in one step', () => {
    expect(redirectTarget('/gallery/')).toBe('/gallery');
    expect(redirectTarget('/gallery///')).toBe('/gallery');
    expect(redirectTarget('/vision&mission/')).toBe('/vision&mission');
    expect(redirectTarget('/no-such-page/')).toBe('/no-such-page');
    expect(redirectTarget('/aboutrasi/extra/')).toBe('/aboutrasi/extra');
  });

  test('combines trailing slashes, letter case and an alias into one target', () => {
    expect(redirectTarget('/About/')).toBe('/aboutrasi');
    expect(redirectTarget('/ABOUTRASI/')).toBe('/aboutrasi');
    expect(redirectTarget('/Index.HTML')).toBe('/');
    expect(redirectTarget('/Members//')).toBe('/rasi-members');
    expect(redirectTarget('/OfficeBearers')).toBe('/officebearers');
  });

  test('never gives an address that a browser would read as another site', () => {
    for (const path of ['//evil.example/', '///evil.example//', '/\\evil.example/']) {
      expect([path, redirectTarget(path)]).toEqual([path, undefined]);
    }
  });

  test('leaves unknown paths without a trailing slash to the 404 page', () => {
    for (const path of ['/membrship', '/galery', '/aboutrasi/extra', '/wp-login.php', '/']) {
      expect([path, redirectTarget(path)]).toEqual([path, undefined]);
    }
  });
});

describe('redirectTarget for a member firm’s page', () => {
  test('gives the page for another letter case or a trailing slash, and leaves the page itself alone', () => {
    expect(redirectTarget('/rasi-members/kaveri-polymers')).toBeUndefined();
    expect(redirectTarget('/rasi-members/Kaveri-Polymers')).toBe('/rasi-members/kaveri-polymers');
    expect(redirectTarget('/RASI-Members/KAVERI-POLYMERS/')).toBe('/rasi-members/kaveri-polymers');
    expect(redirectTarget('/rasi-members/kaveri-polymers//')).toBe('/rasi-members/kaveri-polymers');
  });

  test('leaves an unknown firm to the member not-found page', () => {
    expect(redirectTarget('/rasi-members/No-Such-Firm')).toBeUndefined();
  });
});
