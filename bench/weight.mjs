// First-load weight of a page as a browser sees it: the JavaScript its HTML loads (every <script src>, and every
// chunk the page cache's loader adds after the first screen, lib/page-cache/deferred-scripts.mjs; gzipped),
// the HTML itself, and the images of the first screen. Usable alone (`node bench/weight.mjs [baseUrl]`) or from
// the benchmark runner.
import { gzipSync } from 'node:zlib';
import { deferredChunks } from '../lib/page-cache/deferred-scripts.mjs';

export const JS_BUDGET_BYTES = 205 * 1024;

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

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
    imageBytes: images,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ROUTES } = await import('../lib/route-table.mjs');
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const cache = new Map();
  console.log('route'.padEnd(32), 'JS gz KB', 'files', 'HTML KB', 'img KB');
  for (const { path } of ROUTES) {
    const w = await measureWeight(base, path, cache);
    const flag = w.jsGzip > JS_BUDGET_BYTES ? '  OVER BUDGET' : '';
    console.log(
      path.padEnd(32),
      (w.jsGzip / 1024).toFixed(1).padStart(8),
      String(w.scripts).padStart(5),
      (w.htmlBytes / 1024).toFixed(1).padStart(7),
      (w.imageBytes / 1024).toFixed(1).padStart(6) + flag,
    );
  }
}
