// Fetches and runs a page's scripts only once its first screen is on screen: the first frame painted and the first
// screen's pictures (the `fetchpriority="high"` ones) loaded.
//
// Next writes each chunk as `<script src async>` (and preloads its bootstrap chunk), and an async script runs as
// soon as it arrives, whatever the page is doing. On a phone the chunks often arrive while the browser is still
// parsing and laying out the HTML, and then their evaluation and hydration (the site's longest task) run before the
// first frame, or between it and the banner's picture, and share the connection with that picture: the visitor
// waits for the JavaScript to see content that needs none. Here the chunks leave the HTML, and a small inline
// script adds their `<script>` elements after that frame, so they are neither fetched nor run before it.
// Everything the page does with JavaScript happens as before, later; nothing is hidden meanwhile, and without
// JavaScript nothing changes.
//
// The chunks are not preloaded: a preload finishes before the first frame on a fast connection, and then the
// browser has the download to do while it parses and paints, and Lighthouse's simulation counts every preloaded
// chunk as holding up the paint (docs/performance.md: preloading them gained nothing on the real server).
//
// The loader waits for the pictures at most START_WITHIN_MS after it runs (a slow picture does not hold the page's
// script back for longer), starts at once in a tab in the background, where no frame comes, and at the visitor's
// first press of a pointer or a key, who wants the page's buttons now rather than the rest of its pictures.

// A chunk's address and integrity as Next writes them: nothing in either needs escaping in HTML or in a string.
const CHUNK_SRC = /^\/_next\/static\/[\w./-]+\.js(?:\?[\w.=-]+)?$/;
const INTEGRITY = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
const SCRIPT = /<script\b([^>]*)><\/script>/g;
const ATTRIBUTE = /([a-zA-Z][\w-]*)(?:="([^"]*)")?/g;
// Next's preload of a chunk, as it writes it (attributes in this order, ending in its integrity or its address).
const PRELOAD = /<link rel="preload" as="script"[^>]* href="([^"]+)"[^>]*\/>/g;
// Where the loader goes: before the router payload, the last thing in the HTML.
const PAYLOAD_START = '<script>(self.__next_f=self.__next_f||[])';
export const START_WITHIN_MS = 3000;

/** The attributes of a tag's attribute text, or null when one is given twice. */
function attributesOf(text) {
  const attributes = new Map();
  for (const [, name, value = ''] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (attributes.has(key)) return null;
    attributes.set(key, value);
  }
  return attributes;
}

/** A chunk Next loads with `<script src async>` (and perhaps its integrity), or null for any other script. */
function deferrableChunk(attributeText) {
  const attributes = attributesOf(attributeText);
  if (!attributes?.has('async') || !CHUNK_SRC.test(attributes.get('src') ?? '')) return null;
  for (const name of attributes.keys()) if (!['src', 'async', 'integrity'].includes(name)) return null;
  const integrity = attributes.get('integrity') ?? '';
  if (integrity && !INTEGRITY.test(integrity)) return null;
  return { src: attributes.get('src'), integrity };
}

// The loader, as written into every page (its hash goes into the page's policy like any inline script's).
// `async` is set as an attribute too: React looks for `script[async][src=…]` before it adds a chunk itself.
const loader = (chunks) =>
  '<script>(function(c,w,d){var s=0;function go(){if(s)return;s=1;c.forEach(function(e){var t=d.createElement("script");' +
  't.src=e[0];if(e[1])t.setAttribute("integrity",e[1]);t.setAttribute("async","");d.head.appendChild(t)})}' +
  'function frame(){requestAnimationFrame(function(){setTimeout(go)})}' +
  `if(d.visibilityState==="hidden")return go();setTimeout(go,${START_WITHIN_MS});` +
  '["pointerdown","keydown"].forEach(function(t){w.addEventListener(t,go,{once:true,capture:true,passive:true})});' +
  'var p=[].filter.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){return!i.complete}),n=p.length;' +
  'if(!n)return frame();p.forEach(function(i){function one(){if(--n===0)frame()}' +
  'i.addEventListener("load",one,{once:true});i.addEventListener("error",one,{once:true})})' +
  `})(${JSON.stringify(chunks)},window,document)</script>`;

/**
 * @param {string} html a page as Next rendered it
 * @returns {string} the same page with its chunks, and Next's preloads of them, replaced by the loader; unchanged
 *   when it has none (so applying it twice changes nothing)
 */
export function deferScripts(html) {
  const at = html.indexOf(PAYLOAD_START);
  if (at === -1) return html;
  /** @type {Array<[string, string]>} */
  const chunks = [];
  const withoutScripts = html.replace(SCRIPT, (tag, attributeText, offset) => {
    const chunk = offset < at ? deferrableChunk(attributeText) : null;
    if (!chunk) return tag;
    chunks.push([chunk.src, chunk.integrity]);
    return '';
  });
  if (chunks.length === 0) return html;
  const listed = new Set(chunks.map(([src]) => src));
  const rewritten = withoutScripts.replace(PRELOAD, (tag, href) => (listed.has(href) ? '' : tag));
  const payload = rewritten.indexOf(PAYLOAD_START);
  return rewritten.slice(0, payload) + loader(chunks) + rewritten.slice(payload);
}

const LOADER_LIST = /\}\)\((\[\[[^\]]*\](?:,\[[^\]]*\])*\]),window,document\)<\/script>/;

/**
 * The chunks a served page's loader adds, as `[src, integrity]` ('' when none), for whatever reads a page as a
 * browser would (the benchmark's weight, the integrity test). Empty for a page without the loader.
 * @param {string} html
 * @returns {Array<[string, string]>}
 */
export function deferredChunks(html) {
  const list = LOADER_LIST.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}
