// First-load weight of a page as a browser sees it: the JavaScript its HTML loads (every <script src>, and every
// chunk the page cache's loader adds after the first screen, lib/serving/page-cache/deferred-scripts.mjs; gzipped),
// the HTML itself, and the images of the first screen. Usable alone (`node bench/weight.mjs [baseUrl]`) or from
// the benchmark runner.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { deferredChunks } from '../lib/serving/page-cache/deferred-scripts.mjs';
import { htmlParts } from './html-parts.mjs';

export const JS_BUDGET_BYTES = 205 * 1024;

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The bytes of a response as they cross the wire to a browser (compressed as the server chooses), headers included. */
function sentBytes(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes + res.rawHeaders.reduce((sum, h) => sum + h.length + 2, 0)));
    });
    req.on('error', reject).end();
  });
}

/** What a browser downloads for a page's HTML once the server has compressed that version as it keeps it (lib/serving/respond.mjs). */
async function htmlSent(url) {
  let smallest = Infinity;
  for (let attempt = 0; attempt < 4; attempt++) {
    smallest = Math.min(smallest, await sentBytes(url));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return smallest;
}

export async function measureWeight(baseUrl, path, cache = new Map()) {
  const html = Buffer.from(await (await fetch(new URL(path, baseUrl))).arrayBuffer());
  const text = html.toString('utf8');
  const loaded = [...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const scripts = [...new Set([...loaded, ...deferredChunks(text).map(([src]) => src)])];
  let js = 0;
  for (const src of scripts) {
    if (!cache.has(src))
      cache.set(src, gzipSize(Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())));
    js += cache.get(src);
  }
  const preloads = [...text.matchAll(/<link rel="preload" as="image"[^>]*?(?:imageSrcSet|href)="([^"\s]+)/gi)].map(
    (m) => m[1].replace(/&amp;/g, '&'),
  );
  let images = 0;
  for (const src of new Set(preloads)) {
    const response = await fetch(new URL(src, baseUrl), { headers: { Accept: 'image/avif,image/webp,*/*' } });
    images += (await response.arrayBuffer()).byteLength;
  }
  return {
    path,
    jsGzip: js,
    scripts: scripts.length,
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    htmlParts: htmlParts(text),
    htmlSent: await htmlSent(new URL(path, baseUrl)),
    imageBytes: images,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ROUTES } = await import('../lib/route-table.mjs');
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const cache = new Map();
  console.log(
    'route'.padEnd(32),
    'JS gz KB',
    'files',
    'HTML KB',
    '= markup',
    'payload',
    'CSS',
    'JSON-LD',
    'scripts',
    'sent KB',
    'img KB',
  );
  for (const { path } of ROUTES) {
    const w = await measureWeight(base, path, cache);
    const flag = w.jsGzip > JS_BUDGET_BYTES ? '  OVER BUDGET' : '';
    console.log(
      path.padEnd(32),
      (w.jsGzip / 1024).toFixed(1).padStart(8),
      String(w.scripts).padStart(5),
      (w.htmlBytes / 1024).toFixed(1).padStart(7),
      ...[
        [w.htmlParts.markup, 8],
        [w.htmlParts.payload, 7],
        [w.htmlParts.css, 3],
        [w.htmlParts.jsonLd, 7],
        [w.htmlParts.scripts, 7],
      ].map(([bytes, width]) => (bytes / 1024).toFixed(1).padStart(width)),
      (w.htmlSent / 1024).toFixed(1).padStart(7),
      (w.imageBytes / 1024).toFixed(1).padStart(6) + flag,
    );
  }
}
