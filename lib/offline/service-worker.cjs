// The site's service worker, hand-written (docs/pages.md#offline-reading): pages a visitor has read stay readable
// with no signal. scripts/write-service-worker.mjs serves it as /sw.js after `next build`, with `CONFIG` (the build's
// id, the offline pages' addresses, the saved-copy notice in both languages) written above this text. Jest loads
// it as a module to test the rules below (lib/offline/service-worker.test.ts).
//
// - A page (a navigation): the network first; when it fails, answers 5xx, or gives nothing within
//   WAIT_WITH_COPY_MS while a copy is kept, the copy answers, marked "Saved copy from <date>"; with no copy, the
//   offline page in the address's language, listing the saved pages. Every good answer is kept.
// - The delayed lists (/api/*) and images: the network first too, then the last good copy.
// - Next's static files (hashed names, never changing): from the cache, fetched and kept once.
// - Nothing else: not another origin, not a method but GET, not /api/revalidate or /api/vitals (visitors' field
//   reports, sent as POSTs and never held for later), not Next's RSC requests (when they fail, Next loads the page
//   itself, which comes here).
'use strict';

const WAIT_WITH_COPY_MS = 2500;
// Without a copy there is nothing better to give than the page itself: wait for it as a browser would, nearly.
const WAIT_WITHOUT_COPY_MS = 20000;
const PAGE_LIMIT = 60;
const IMAGE_LIMIT = 100;
const KEEP_LIMIT = 200;
const SAVED_HEADER = 'x-rasi-saved';
const TITLE_HEADER = 'x-rasi-title';
const STATIC_PREFIX = 'rasi-static-';
// Pages, lists and images outlive a deploy (a page read under the old build still opens offline); what belongs to
// one build (its static files, its offline pages) is in that build's cache, dropped when the next build takes over.
const KEPT = { pages: 'rasi-pages', directory: 'rasi-directory', lists: 'rasi-lists', images: 'rasi-images' };

/** What the worker does with a request: 'page', 'static', 'list', 'image', or null (left to the browser). */
function kindOf({ method, url, mode, rsc }, origin) {
  const { origin: from, pathname } = new URL(url);
  if (method !== 'GET' || from !== origin || /^\/api\/(?:revalidate|vitals)(?:\/|$)/.test(pathname)) return null;
  if (mode === 'navigate') return 'page';
  if (rsc) return null;
  if (pathname.startsWith('/_next/static/')) return 'static';
  if (pathname.startsWith('/api/')) return 'list';
  if (pathname === '/_next/image' || pathname.startsWith('/media/') || pathname.startsWith('/images/')) return 'image';
  return null;
}

/** Only a whole, shareable answer is kept: a 200 from this origin that neither `no-store` nor `private` forbids. */
function isKeepable(response) {
  if (!response || response.status !== 200 || !['basic', 'default'].includes(response.type)) return false;
  return !/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}

const localeOf = (pathname) => (pathname === '/ta' || pathname.startsWith('/ta/') ? 'ta' : 'en');

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** A page's title as written in its HTML (already escaped there), without the site's ` | RASI`. */
function titleOf(html) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title.replace(/\s*\|[^|]*$/, '').trim();
}

/** The build's static files a page names (scripts, fonts, the chunks its components load later). */
function staticFilesOf(html) {
  return [...new Set(html.match(/\/_next\/static\/[\w./%~-]+\.(?:js|css|woff2?)(?:\?[\w.=-]+)?/g) ?? [])];
}

function savedWhen(time, locale) {
  const format = new Intl.DateTimeFormat(locale === 'ta' ? 'ta-IN' : 'en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return `<time datetime="${new Date(time).toISOString()}">${escapeHtml(format.format(time))}</time>`;
}

/** The page with its notice filled in; `words` is the notice with `{date}` where the date goes. */
function markSavedCopy(html, { time, locale, words, id }) {
  const notice = escapeHtml(words).replace('{date}', savedWhen(time, locale));
  return html.replace(`<div id="${id}"></div>`, `<div id="${id}"><p class="container saved-copy">${notice}</p></div>`);
}

/** The offline page with its list of saved pages (`{ path, title, time }`, newest first), or as it is with none. */
function listSavedPages(html, pages, { locale, id }) {
  if (pages.length === 0) return html;
  const items = pages.map(
    ({ path, title, time }) =>
      `<li><a href="${escapeHtml(path)}">${title.replace(/[<>]/g, '') || escapeHtml(path)}</a> ` +
      `(${savedWhen(time, locale)})</li>`,
  );
  return html.replace(new RegExp(`(<div id="${id}"[^>]*>)[\\s\\S]*?</div>`), `$1<ul>${items.join('')}</ul></div>`);
}

/** The caches an earlier build left: its static files and offline pages. */
const oldCaches = (names, build) =>
  names.filter((name) => name.startsWith(STATIC_PREFIX) && name !== STATIC_PREFIX + build);

/** The entries to drop to bring a cache back to `limit`: the oldest, which come first. */
const beyondLimit = (keys, limit) => keys.slice(0, Math.max(0, keys.length - limit));

const within = (promise, ms) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), ms))]);

if (typeof ServiceWorkerGlobalScope === 'undefined') {
  module.exports = {
    kindOf,
    isKeepable,
    localeOf,
    titleOf,
    staticFilesOf,
    markSavedCopy,
    listSavedPages,
    oldCaches,
    beyondLimit,
  };
} else {
  /* global CONFIG */
  const STATIC = STATIC_PREFIX + CONFIG.build;
  const savedAt = (response) => Number(response?.headers.get(SAVED_HEADER) ?? 0);

  const trim = async (cache, limit) => {
    for (const key of beyondLimit(await cache.keys(), limit)) await cache.delete(key);
  };

  /**
   * Keeps the static files a page's HTML names. `known` holds the paths already seen in one run over many pages
   * (the directory's 67 share some 20 files): each is looked up once, not once a page.
   */
  async function keepStaticFiles(html, known = new Set()) {
    const cache = await caches.open(STATIC);
    await Promise.all(
      staticFilesOf(html).map(async (path) => {
        if (known.has(path)) return;
        known.add(path);
        if (await cache.match(path, { ignoreVary: true })) return;
        const response = await fetch(path).catch(() => null);
        if (isKeepable(response)) await cache.put(path, response);
      }),
    );
  }

  /** An HTML answer with `html` and the headers of `from`, but those of its encoding: the cache holds bodies decoded. */
  function htmlAnswer(html, from, extra = {}) {
    const headers = new Headers(from.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return new Response(html, { status: 200, statusText: 'OK', headers });
  }

  /** Keeps a page's HTML with the time and its title, and the static files it needs; returns its size in bytes. */
  async function keepPage(cacheName, url, response, knownStaticFiles) {
    const html = await response.text();
    const saved = { [SAVED_HEADER]: String(Date.now()), [TITLE_HEADER]: encodeURIComponent(titleOf(html)) };
    const cache = await caches.open(cacheName);
    await cache.put(url, htmlAnswer(html, response, saved));
    if (cacheName === KEPT.pages) await trim(cache, PAGE_LIMIT);
    await keepStaticFiles(html, knownStaticFiles);
    return new Blob([html]).size;
  }

  /** The newest kept copy of a page, read or saved with the directory. */
  async function savedCopy(url) {
    const copies = await Promise.all(
      [KEPT.pages, KEPT.directory].map(async (name) => (await caches.open(name)).match(url, { ignoreVary: true })),
    );
    return copies.filter(Boolean).sort((a, b) => savedAt(b) - savedAt(a))[0];
  }

  async function fromCopy(copy, locale) {
    const html = markSavedCopy(await copy.text(), {
      time: savedAt(copy),
      locale,
      words: CONFIG.savedCopy[locale],
      id: CONFIG.savedCopyId,
    });
    return htmlAnswer(html, copy);
  }

  async function offlinePage(locale) {
    const page = await caches.match(CONFIG.offline[locale], { cacheName: STATIC });
    if (!page) return Response.error();
    const pages = [];
    for (const name of [KEPT.pages, KEPT.directory]) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        const copy = await cache.match(request);
        if (localeOf(path) !== locale || !copy || pages.some((page) => page.path === path)) continue;
        pages.push({ path, title: decodeURIComponent(copy.headers.get(TITLE_HEADER) ?? ''), time: savedAt(copy) });
      }
    }
    pages.sort((a, b) => b.time - a.time);
    const html = listSavedPages(await page.text(), pages, { locale, id: CONFIG.savedPagesId });
    return htmlAnswer(html, page);
  }

  async function answerPage(event) {
    const { request } = event;
    const locale = localeOf(new URL(request.url).pathname);
    if (new URL(request.url).pathname === CONFIG.offline[locale]) return offlinePage(locale);
    const network = Promise.resolve(event.preloadResponse).then((preloaded) => preloaded ?? fetch(request));
    const kept = network.then((response) => {
      const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
      return html && isKeepable(response) ? keepPage(KEPT.pages, request.url, response.clone()) : undefined;
    });
    event.waitUntil(kept.catch(() => undefined));
    const copy = await savedCopy(request.url);
    const response = await within(network, copy ? WAIT_WITH_COPY_MS : WAIT_WITHOUT_COPY_MS).catch(() => null);
    if (response && !(copy && response.status >= 500)) return response;
    if (copy) return fromCopy(copy, locale);
    return response ?? offlinePage(locale);
  }

  async function answerFromNetworkOrCopy(event, cacheName, limit) {
    const cache = await caches.open(cacheName);
    const network = fetch(event.request);
    const kept = network.then(async (response) => {
      if (!isKeepable(response)) return;
      await cache.put(event.request.url, response.clone());
      if (limit) await trim(cache, limit);
    });
    event.waitUntil(kept.catch(() => undefined));
    const copy = await cache.match(event.request.url, { ignoreVary: true });
    const response = await within(network, copy ? WAIT_WITH_COPY_MS : WAIT_WITHOUT_COPY_MS).catch(() => null);
    if (response && !(copy && response.status >= 500)) return response;
    return copy ?? response ?? Response.error();
  }

  async function answerStatic(request) {
    const copy = await caches.match(request, { ignoreVary: true });
    if (copy) return copy;
    const response = await fetch(request);
    if (isKeepable(response)) await (await caches.open(STATIC)).put(request, response.clone());
    return response;
  }

  /** Keeps the pages a page asked for ("Keep the directory for offline reading"), reporting progress on `port`. */
  async function keepPages(urls, port) {
    const queue = urls.slice(0, KEEP_LIMIT);
    const total = queue.length;
    let done = 0;
    let bytes = 0;
    let failed = 0;
    const knownStaticFiles = new Set();
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(url).catch(() => null);
        // Not `bytes += await …`: that reads `bytes` before the wait, and the other two workers add meanwhile.
        const size = isKeepable(response)
          ? await keepPage(KEPT.directory, url, response, knownStaticFiles).catch(() => 0)
          : 0;
        if (size > 0) bytes += size;
        else failed += 1;
        done += 1;
        port.postMessage({ done, total, bytes, failed });
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    // A firm that left the directory leaves the device too.
    const cache = await caches.open(KEPT.directory);
    const locale = localeOf(new URL(urls[0]).pathname);
    for (const request of await cache.keys()) {
      if (localeOf(new URL(request.url).pathname) === locale && !urls.includes(request.url))
        await cache.delete(request);
    }
  }

  self.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(STATIC);
        for (const path of Object.values(CONFIG.offline)) {
          const response = await fetch(path, { cache: 'no-cache' });
          if (!isKeepable(response)) throw new Error(`${path}: HTTP ${response.status}`);
          await keepStaticFiles(await response.clone().text());
          await cache.put(path, response);
        }
        await self.skipWaiting();
      })(),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        await Promise.all(oldCaches(await caches.keys(), CONFIG.build).map((name) => caches.delete(name)));
        await self.registration.navigationPreload?.enable();
        await self.clients.claim();
        // The page that registered the worker was read before the worker ran: keep it as if it had answered.
        const pages = await caches.open(KEPT.pages);
        for (const client of await self.clients.matchAll({ type: 'window' })) {
          const url = new URL(client.url);
          if (url.origin !== location.origin || url.pathname === CONFIG.offline[localeOf(url.pathname)]) continue;
          if (await pages.match(url.href, { ignoreVary: true })) continue;
          const response = await fetch(url.href).catch(() => null);
          if (isKeepable(response)) await keepPage(KEPT.pages, url.href, response);
        }
      })(),
    );
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    const kind = kindOf(
      { method: request.method, url: request.url, mode: request.mode, rsc: request.headers.has('rsc') },
      location.origin,
    );
    if (kind === 'page') event.respondWith(answerPage(event));
    else if (kind === 'static') event.respondWith(answerStatic(request));
    else if (kind === 'list') event.respondWith(answerFromNetworkOrCopy(event, KEPT.lists));
    else if (kind === 'image') event.respondWith(answerFromNetworkOrCopy(event, KEPT.images, IMAGE_LIMIT));
  });

  self.addEventListener('message', (event) => {
    const [port] = event.ports;
    const urls = Array.isArray(event.data?.keep) ? event.data.keep : [];
    const pages = urls.filter(
      (url) => typeof url === 'string' && new URL(url, location.href).origin === location.origin,
    );
    if (port && pages.length > 0)
      event.waitUntil(
        keepPages(
          pages.map((url) => new URL(url, location.href).href),
          port,
        ),
      );
  });
}
