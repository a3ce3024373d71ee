/** @jest-environment node */
import { resolveAssetUrl, resolveImage, safeHref } from './urls';

const FALLBACK = '/images/default-gallery.jpg';

describe('resolveImage', () => {
  it.each([
    ['https://cdn.rasi.test', 'uploads/a.jpg'],
    ['https://cdn.rasi.test', '/uploads/a.jpg'],
    ['https://cdn.rasi.test/', 'uploads/a.jpg'],
    ['https://cdn.rasi.test/', '/uploads/a.jpg'],
    ['https://cdn.rasi.test//', '//uploads/a.jpg'.slice(1)],
  ])('joins %s and %s with exactly one slash', (base, path) => {
    expect(resolveImage(path, base, FALLBACK)).toBe('https://cdn.rasi.test/uploads/a.jpg');
  });

  it('keeps a base path', () => {
    expect(resolveImage('/gallery/a.jpg', 'https://rasi.test/public/', FALLBACK)).toBe(
      'https://rasi.test/public/gallery/a.jpg',
    );
    expect(resolveImage('gallery/a.jpg', 'https://rasi.test/public', FALLBACK)).toBe(
      'https://rasi.test/public/gallery/a.jpg',
    );
  });

  it('encodes spaces instead of dropping the image', () => {
    expect(resolveImage('uploads/annual meet.jpg', 'https://rasi.test', FALLBACK)).toBe(
      'https://rasi.test/uploads/annual%20meet.jpg',
    );
  });

  it('keeps absolute addresses on the asset host, over http or https', () => {
    expect(resolveImage('https://rasi.test/u/a.jpg', 'https://rasi.test', FALLBACK)).toBe('https://rasi.test/u/a.jpg');
    expect(resolveImage('http://127.0.0.1:4010/u/a.jpg', 'http://127.0.0.1:4010', FALLBACK)).toBe(
      'http://127.0.0.1:4010/u/a.jpg',
    );
  });

  it.each([
    'https://evil.example/a.jpg',
    'https://rasi.test.evil.example/a.jpg',
    'https://rasi.test:8443/a.jpg',
    'https://user:pass@rasi.test/a.jpg',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    '\\\\evil.example\\a.jpg',
    '',
    '   ',
    'x'.repeat(3000),
  ])('falls back for %j', (value) => {
    expect(resolveImage(value, 'https://rasi.test', FALLBACK)).toBe(FALLBACK);
  });

  it.each([undefined, null, 42, {}, ['a.jpg'], true])('falls back for a non-string %p', (value) => {
    expect(resolveImage(value, 'https://rasi.test', FALLBACK)).toBe(FALLBACK);
  });

  it('stays on the asset host when the path climbs out of the base path', () => {
    expect(resolveAssetUrl('../../etc/passwd', 'https://rasi.test/uploads')).toBe('https://rasi.test/etc/passwd');
  });
});

describe('safeHref', () => {
  it.each([
    ['/membership', '/membership'],
    ['https://www.msme.gov.in/schemes', 'https://www.msme.gov.in/schemes'],
    ['http://rasi.test/a', 'http://rasi.test/a'],
  ])('keeps %s', (value, expected) => {
    expect(safeHref(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'mailto:x@y.z',
    'relative/path',
    '',
    42,
    null,
  ])('drops %p', (value) => {
    expect(safeHref(value)).toBeNull();
  });
});
