/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.API_TOKEN = 'documents-test-token-4Rk';
// Loaded after the environment above: the config is read once, at import.
const { documentBytes, withDocumentSizes, MAX_DOCUMENT_HEADS } =
  jest.requireActual<typeof import('./document-sizes')>('./document-sizes');

// An asset host: a PDF with its length, one sent in chunks (no length), one that never answers, a redirect, a 404.
const PDF = Buffer.alloc(1_234_567, 0x25);
let server: Server;
let base: string;
const seen: { method: string; url: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
    if (req.url === '/uploads/a.pdf') {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': PDF.length });
      return res.end(req.method === 'HEAD' ? undefined : PDF);
    }
    if (req.url === '/uploads/chunked.pdf') {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Transfer-Encoding': 'chunked' });
      return res.end();
    }
    if (req.url === '/uploads/slow.pdf') return; // never answers
    if (req.url === '/uploads/moved.pdf') {
      res.writeHead(302, { Location: '/uploads/a.pdf' });
      return res.end();
    }
    res.writeHead(404, { 'Content-Length': 9 });
    res.end(req.method === 'HEAD' ? undefined : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const size = (href: string, timeoutMs = 300) => documentBytes(href, { assetBaseUrl: base, timeoutMs });

describe("a document's size, from the asset host's own Content-Length", () => {
  it('reads it with one HEAD, without the backend token', async () => {
    seen.length = 0;
    await expect(size('/files/uploads/a.pdf')).resolves.toBe(PDF.length);
    expect(seen).toEqual([{ method: 'HEAD', url: '/uploads/a.pdf', authorization: undefined }]);
  });

  it('is unknown (format only) without a length, on a 404, a redirect or a host that does not answer in time', async () => {
    await expect(size('/files/uploads/chunked.pdf')).resolves.toBeNull();
    await expect(size('/files/uploads/missing.pdf')).resolves.toBeNull();
    await expect(size('/files/uploads/moved.pdf')).resolves.toBeNull();
    const started = Date.now();
    await expect(size('/files/uploads/slow.pdf', 200)).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('asks nothing for an address that is not a /files document or climbs out of the base', async () => {
    seen.length = 0;
    await expect(size('/notification')).resolves.toBeNull();
    await expect(size('/files/../etc/passwd')).resolves.toBeNull();
    await expect(size('https://elsewhere.example/a.pdf')).resolves.toBeNull();
    expect(seen).toEqual([]);
  });

  it('believes no length above the cap', async () => {
    const huge = async () => new Response(null, { headers: { 'Content-Length': String(3 * 1024 ** 3) } });
    await expect(documentBytes('/files/uploads/a.pdf', { assetBaseUrl: base, fetchImpl: huge })).resolves.toBeNull();
  });
});

describe('sizes for a list', () => {
  const item = (id: number, href: string | null) => ({
    id,
    href,
    file: href ? { format: 'PDF', size: null as string | null } : null,
  });

  it('asks each address once, side by side, and leaves items without a document alone', async () => {
    const asked: string[] = [];
    const sizeOf = async (href: string) => {
      asked.push(href);
      return href.endsWith('a.pdf') ? 2048 : null;
    };
    const items = [item(1, '/files/a.pdf'), item(2, '/files/a.pdf'), item(3, null), item(4, '/files/b.pdf')];
    const sized = await withDocumentSizes(items, sizeOf);
    expect(asked).toEqual(['/files/a.pdf', '/files/b.pdf']);
    expect(sized.map((i) => i.file)).toEqual([
      { format: 'PDF', size: '2 KB' },
      { format: 'PDF', size: '2 KB' },
      null,
      { format: 'PDF', size: null },
    ]);
  });

  it(`asks at most ${MAX_DOCUMENT_HEADS} addresses per list; the rest show their format alone`, async () => {
    let asked = 0;
    const items = Array.from({ length: MAX_DOCUMENT_HEADS + 5 }, (_, i) => item(i, `/files/${i}.pdf`));
    const sized = await withDocumentSizes(items, async () => {
      asked += 1;
      return 100;
    });
    expect(asked).toBe(MAX_DOCUMENT_HEADS);
    expect(sized.filter((i) => i.file?.size === '0.1 KB')).toHaveLength(MAX_DOCUMENT_HEADS);
  });
});
