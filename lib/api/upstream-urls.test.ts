/** @jest-environment node */
import { documentFormat, fileUrl, mediaImage, mediaUrl, safeHref } from './upstream-urls';

const FALLBACK = '/images/default-gallery.jpg';

describe('mediaImage', () => {
  it.each([
    ['https://cdn.rasi.test', 'uploads/a.jpg'],
    ['https://cdn.rasi.test', '/uploads/a.jpg'],
    ['https://cdn.rasi.test/', 'uploads/a.jpg'],
    ['https://cdn.rasi.test/', '/uploads/a.jpg'],
    ['https://cdn.rasi.test//', '//uploads/a.jpg'.slice(1)],
  ])('serves %s and %s from this site, below /media, with exactly one slash', (base, path) => {
    expect(mediaImage(path, base, 'gallery')).toBe('/media/gallery/uploads/a.jpg');
  });

  it('names the kind of picture, so a failed fetch gets the right default image', () => {
    expect(mediaImage('uploads/b.jpg', 'https://rasi.test', 'banner')).toBe('/media/banner/uploads/b.jpg');
    expect(mediaImage('', 'https://rasi.test', 'banner')).toBe('/images/default-banner.jpg');
  });

  it('takes the path below a base path', () => {
    expect(mediaImage('/gallery/a.jpg', 'https://rasi.test/public/', 'gallery')).toBe('/media/gallery/gallery/a.jpg');
    expect(mediaImage('gallery/a.jpg', 'https://rasi.test/public', 'gallery')).toBe('/media/gallery/gallery/a.jpg');
    expect(mediaImage('https://rasi.test/public/g/a.jpg', 'https://rasi.test/public', 'gallery')).toBe(
      '/media/gallery/g/a.jpg',
    );
  });

  it('encodes spaces instead of dropping the image, and keeps a query', () => {
    expect(mediaImage('uploads/annual meet.jpg', 'https://rasi.test', 'gallery')).toBe(
      '/media/gallery/uploads/annual%20meet.jpg',
    );
    expect(mediaImage('uploads/a.jpg?v=2', 'https://rasi.test', 'gallery')).toBe('/media/gallery/uploads/a.jpg?v=2');
  });

  it('keeps absolute addresses on the asset host, over http or https, as paths on this site', () => {
    expect(mediaImage('https://rasi.test/u/a.jpg', 'https://rasi.test', 'gallery')).toBe('/media/gallery/u/a.jpg');
    expect(mediaImage('http://127.0.0.1:4010/u/a.jpg', 'http://127.0.0.1:4010', 'gallery')).toBe(
      '/media/gallery/u/a.jpg',
    );
  });

  it.each([
    'https://evil.example/a.jpg',
    'https://rasi.test.evil.example/a.jpg',
    'https://rasi.test:8443/a.jpg',
    'http://rasi.test/a.jpg',
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
    '/',
    'x'.repeat(3000),
  ])('falls back for %j', (value) => {
    expect(mediaImage(value, 'https://rasi.test', 'gallery')).toBe(FALLBACK);
  });

  it.each([undefined, null, 42, {}, ['a.jpg'], true])('falls back for a non-string %p', (value) => {
    expect(mediaImage(value, 'https://rasi.test', 'gallery')).toBe(FALLBACK);
  });

  it('falls back when the path climbs out of the base path', () => {
    expect(mediaUrl('../../etc/passwd', 'https://rasi.test/uploads', 'gallery')).toBeUndefined();
    expect(mediaUrl('https://rasi.test/private/a.jpg', 'https://rasi.test/uploads', 'gallery')).toBeUndefined();
    expect(mediaUrl('%2e%2e/%2e%2e/etc/passwd', 'https://rasi.test/uploads', 'gallery')).toBeUndefined();
  });
});

describe('fileUrl', () => {
  it('links a document on the asset host through this site, below /files', () => {
    expect(fileUrl('/uploads/circulars/gst.pdf', 'https://rasi.test')).toBe('/files/uploads/circulars/gst.pdf');
    expect(fileUrl('https://rasi.test/up/a.pdf', 'https://rasi.test/up')).toBe('/files/a.pdf');
  });

  it.each(['https://evil.example/x.pdf', 'javascript:alert(1)', '', null, '../secret.pdf'])('drops %p', (value) => {
    expect(fileUrl(value, 'https://rasi.test/up')).toBeUndefined();
  });
});

describe('documentFormat', () => {
  it("names a document's format from its file name, whatever the query or the case", () => {
    expect(documentFormat('/files/uploads/circulars/gst-returns-2026.pdf')).toBe('PDF');
    expect(documentFormat('/files/uploads/Form.DOCX?v=2')).toBe('Word');
    expect(documentFormat('/files/uploads/rates.xlsx#sheet')).toBe('Excel');
    expect(documentFormat('/files/uploads/plan.dwg')).toBe('DWG');
    expect(documentFormat('/files/uploads/no-extension')).toBeNull();
    expect(documentFormat('/files/uploads.d/readme')).toBeNull();
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
