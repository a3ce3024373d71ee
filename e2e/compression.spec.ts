import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

// What a phone downloads: every page and script compressed, brotli for a browser that takes it (the site's own
// server, lib/serving/respond.mjs; a proxy in front of it, as deploy/nginx, may answer gzip instead).
const local = !process.env.BASE_URL;

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer; decoded: string };

/** One request as a browser sends it, with the body as it crossed the wire and as the browser decodes it. */
function fetchRaw(url: string, acceptEncoding: string): Promise<Raw> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    send(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded =
          encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
        resolve({ status: res.statusCode!, headers: res.headers, body, decoded: decoded.toString() });
      });
    })
      .on('error', reject)
      .end();
  });
}

test('pages and scripts arrive compressed, brotli for a browser that takes it, and read the same decoded', async ({
  baseURL,
}) => {
  for (const path of ['/aboutrasi', '/gallery', '/no-such-page']) {
    const before = await fetchRaw(`${baseURL}${path}`, 'identity');
    const browser = await fetchRaw(`${baseURL}${path}`, 'gzip, deflate, br, zstd');
    // A backend page may be regenerated between two requests (its window ended; the first request after it gets
    // the old version and starts the new one): the version as it stood just before or just after the browser's.
    const after = await fetchRaw(`${baseURL}${path}`, 'identity');
    const plain = browser.headers.etag === after.headers.etag ? after : before;
    expect(browser.status).toBe(plain.status);
    expect(browser.headers['content-encoding']).toBe(local ? 'br' : expect.stringMatching(/^(br|gzip)$/));
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(browser.body.length).toBeLessThan(plain.body.length / 3);
    // The same page: its version (ETag) and its text, up to what a page rendered per request changes (404's nonce).
    expect(browser.headers.etag).toBe(plain.headers.etag);
    if (plain.headers.etag) expect(browser.decoded).toBe(plain.decoded);
    else expect(browser.decoded.length).toBeGreaterThan(plain.decoded.length * 0.9);

    const gzipOnly = await fetchRaw(`${baseURL}${path}`, 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  }

  const html = (await fetchRaw(`${baseURL}/aboutrasi`, 'identity')).decoded;
  const script = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(html)?.[0];
  expect(script).toBeDefined();
  const js = await fetchRaw(`${baseURL}${script}`, 'gzip, deflate, br');
  expect(js.headers['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(js.decoded).toBe((await fetchRaw(`${baseURL}${script}`, 'identity')).decoded);
});

test('a page version is compressed once at the best setting and served so from then on', async ({ baseURL }) => {
  test.skip(!local, 'the site’s own server: a proxy in front of it compresses in its own way');
  const plain = (await fetchRaw(`${baseURL}/membership`, 'identity')).body;
  const best = zlib.brotliCompressSync(plain, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
  // The first answers may come at the fast setting while the best one runs in the background.
  await expect
    .poll(async () => {
      const answer = await fetchRaw(`${baseURL}/membership`, 'br');
      expect(answer.decoded).toBe(plain.toString());
      return answer.body.equals(best);
    })
    .toBe(true);
});
