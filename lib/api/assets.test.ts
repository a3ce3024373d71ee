/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES } from './limits';

process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.API_TOKEN = 'assets-test-token-9Xq';
// Loaded after the environment above: the config is read once, at import.
const { assetTarget, fileRedirect, imageType, mediaResponse } =
  jest.requireActual<typeof import('./assets')>('./assets');

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(50)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
const DEFAULT_GALLERY = readFileSync(join(process.cwd(), 'public/images/default-gallery.jpg'));
const DEFAULT_BANNER = readFileSync(join(process.cwd(), 'public/images/default-banner.jpg'));

let server: Server;
let base: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const send = (type: string, body: Buffer) => res.writeHead(200, { 'Content-Type': type }).end(body);
    const path = (req.url ?? '').split('?')[0];
    if (path === '/assets/uploads/a%20b.jpg') return send('image/jpeg', JPEG);
    if (path === '/assets/uploads/p.png') return send('image/png; charset=binary', PNG);
    if (path === '/assets/uploads/w.webp') return send('image/webp', WEBP);
    if (path === '/assets/uploads/x.svg') return send('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'));
    if (path === '/assets/uploads/page.jpg') return send('image/jpeg', Buffer.from('<html>not an image</html>'));
    if (path === '/assets/uploads/doc.jpg') return send('application/pdf', Buffer.from('%PDF-1.4'));
    if (path === '/assets/uploads/moved.jpg') return res.writeHead(302, { Location: '/assets/uploads/p.png' }).end();
    if (path === '/assets/uploads/huge.jpg') {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      return res.end(Buffer.concat([JPEG, Buffer.alloc(MAX_IMAGE_BYTES)]));
    }
    if (path === '/assets/uploads/slow.jpg') return setTimeout(() => send('image/jpeg', JPEG), 2000).unref();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let warn: jest.SpyInstance;
beforeEach(() => {
  seen.length = 0;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('mediaResponse', () => {
  it('passes an image on from the asset host as it is, typed by its bytes, for an hour', async () => {
    const response = await mediaResponse('gallery', 'uploads/a%20b.jpg', '?v=2', base);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect((await bytesOf(response)).equals(JPEG)).toBe(true);
    expect(seen[0]!.url).toBe('/assets/uploads/a%20b.jpg?v=2');
    expect((await mediaResponse('gallery', 'uploads/p.png', '', base)).headers.get('content-type')).toBe('image/png');
    expect((await mediaResponse('gallery', 'uploads/w.webp', '', base)).headers.get('content-type')).toBe('image/webp');
  });

  it('never sends the token, a cookie or anything of the visitor to the asset host', async () => {
    await mediaResponse('gallery', 'uploads/p.png', '', base);
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(JSON.stringify(seen[0]!.headers)).not.toContain('assets-test-token-9Xq');
  });

  it.each([
    ['a missing image', 'uploads/none.jpg', 'HTTP 404'],
    ['an SVG', 'uploads/x.svg', 'not an image (image/svg+xml)'],
    ['HTML that claims to be a JPEG', 'uploads/page.jpg', 'not a JPEG, PNG, GIF, WebP or AVIF image'],
    ['another type', 'uploads/doc.jpg', 'not an image (application/pdf)'],
    ['a redirect', 'uploads/moved.jpg', 'network error'],
    ['an image over the size cap', 'uploads/huge.jpg', `larger than ${MAX_IMAGE_BYTES} bytes`],
    ['an answer slower than UPSTREAM_TIMEOUT_MS', 'uploads/slow.jpg', 'timed out'],
  ])('serves the default image of the kind for %s, for a minute, and logs why', async (_, path, reason) => {
    const response = await mediaResponse('gallery', path, '', base);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await bytesOf(response)).equals(DEFAULT_GALLERY)).toBe(true);
    const line = JSON.parse(warn.mock.calls[0]![0] as string);
    expect(line).toMatchObject({ level: 'warn', event: 'media_fallback', kind: 'gallery', path });
    expect(line.reason).toContain(reason);
  });

  it('serves the default image of the kind asked for', async () => {
    const response = await mediaResponse('banner', 'uploads/none.jpg', '', base);
    expect((await bytesOf(response)).equals(DEFAULT_BANNER)).toBe(true);
  });

  it('answers 404 without asking the asset host for an unknown kind or a path that could leave the base', async () => {
    for (const [kind, path] of [
      ['logo', 'uploads/p.png'],
      ['__proto__', 'uploads/p.png'],
      ['gallery', '../secret.png'],
      ['gallery', 'uploads/%2e%2e/%2e%2e/secret.png'],
      ['gallery', 'uploads%2f..%2f..%2fsecret.png'],
      ['gallery', 'uploads/..%5c..%5csecret.png'],
      ['gallery', 'uploads//p.png'],
      ['gallery', 'uploads/%00.png'],
      ['gallery', 'uploads/%E0%A4%A.png'],
      ['gallery', ''],
    ]) {
      const response = await mediaResponse(kind!, path!, '', base);
      expect([kind, path, response.status]).toEqual([kind, path, 404]);
    }
    expect(seen).toEqual([]);
  });
});

describe('assetTarget', () => {
  it('stays below the base, path and all', () => {
    expect(assetTarget('uploads/a%20b.jpg', '?v=1', 'https://cdn.rasi.test/public')?.href).toBe(
      'https://cdn.rasi.test/public/uploads/a%20b.jpg?v=1',
    );
    expect(assetTarget('..', '', 'https://cdn.rasi.test/public')).toBeUndefined();
  });
});

describe('imageType', () => {
  it('knows the raster formats by their first bytes', () => {
    expect(imageType(JPEG)).toBe('image/jpeg');
    expect(imageType(PNG)).toBe('image/png');
    expect(imageType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(imageType(WEBP)).toBe('image/webp');
    expect(imageType(Buffer.concat([Buffer.alloc(4), Buffer.from('ftypavif')]))).toBe('image/avif');
    expect(imageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});

describe('fileRedirect', () => {
  it('sends the browser to the document on the asset host this server runs with', () => {
    const response = fileRedirect('uploads/circulars/gst.pdf', '', 'https://cdn.rasi.test/public');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://cdn.rasi.test/public/uploads/circulars/gst.pdf');
  });

  it('answers 404 for a path that could leave the base', () => {
    expect(fileRedirect('uploads/%2e%2e/%2e%2e/etc/passwd', '', 'https://cdn.rasi.test/public').status).toBe(404);
  });
});
